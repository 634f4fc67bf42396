// What the signed-in role may do, as the contract says (the rules: src/session/access.ts).
import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@/session/session-atoms';
import { mayCall, type OperationId, type Role } from '@/session/access';

export {
  afterSignIn,
  isOperationId,
  linkTo,
  mayCall,
  mayOpen,
  ROLES,
  startPath,
  trailOf,
  useStartPath,
  type OperationId,
  type Role,
} from '@/session/access';
/** The signed-in account's role (stored at sign-in, kept in step with GET /api/admin/me). */
export function useRole(): Role | undefined {
  return useAtomValue(sessionUserAtom)?.role;
}

/**
 * Whether the signed-in role may call the operations (each of them): a button for them is
 * shown only then.
 */
export function useMayCall(...operations: OperationId[]): boolean {
  const role = useRole();
  return !role || operations.every((operation) => mayCall(role, operation));
}
