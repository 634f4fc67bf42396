// Who may call what: each operation's roles, read from its security requirement in the contract
// (the one list; the store keeps no other). The router refuses every other role with the
// contract's 403 (server.ts).
import type { components } from '../../generated/api';
import { contractDocument, follow } from './contract.ts';
import type { OperationId } from './types.ts';

export type Role = components['schemas']['Role'];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The contract's roles, in its order (the `Role` schema). */
export const ROLES: readonly Role[] = (() => {
  const schemas = follow(contractDocument.components, 'components').schemas;
  const values = follow(isNode(schemas) ? schemas.Role : undefined, 'Role').enum;
  if (!Array.isArray(values)) throw new Error('contract: Role has no enum');
  return values as Role[];
})();

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * The roles an operation's security requirements name (their union), or `public` for
 * `security: []`. An operation without its own `security` takes the document's.
 */
function rolesIn(security: unknown, operationId: string): readonly Role[] | 'public' {
  if (!Array.isArray(security)) throw new Error(`contract: ${operationId} has no security`);
  if (security.length === 0) return 'public';
  const roles = new Set<Role>();
  for (const requirement of security) {
    if (!isNode(requirement)) continue;
    for (const names of Object.values(requirement)) {
      for (const name of Array.isArray(names) ? names : []) {
        if (!isRole(name))
          throw new Error(`contract: ${operationId} names an unknown role ${name}`);
        roles.add(name);
      }
    }
  }
  return ROLES.filter((role) => roles.has(role));
}

/** Every operation's roles, by operationId (`public`: no token needed). */
export const OPERATION_ROLES: ReadonlyMap<OperationId, readonly Role[] | 'public'> = (() => {
  const map = new Map<OperationId, readonly Role[] | 'public'>();
  for (const item of Object.values(follow(contractDocument.paths, 'paths'))) {
    if (!isNode(item)) continue;
    for (const operation of Object.values(item)) {
      if (!isNode(operation) || typeof operation.operationId !== 'string') continue;
      const id = operation.operationId as OperationId;
      map.set(id, rolesIn(operation.security ?? contractDocument.security, id));
    }
  }
  return map;
})();

/**
 * The operations an account may call while it still has its temporary password (marked
 * `x-before-password-change` in the contract): its own account, the password change, sign-out.
 */
export const BEFORE_PASSWORD_CHANGE: ReadonlySet<OperationId> = (() => {
  const ids = new Set<OperationId>();
  for (const item of Object.values(follow(contractDocument.paths, 'paths'))) {
    if (!isNode(item)) continue;
    for (const operation of Object.values(item))
      if (isNode(operation) && operation['x-before-password-change'] === true)
        ids.add(operation.operationId as OperationId);
  }
  return ids;
})();

/** The contract's 403 for an account that has not yet replaced its temporary password. */
export const passwordChangeRequired = () => ({
  status: 403 as const,
  body: {
    error: 'Password change required',
    message: 'Change the temporary password before anything else.',
    mustChangePassword: true as const,
  },
});

/** The roles that may call an operation, or `public`. */
export function rolesOf(operationId: OperationId): readonly Role[] | 'public' {
  const roles = OPERATION_ROLES.get(operationId);
  if (roles === undefined) throw new Error(`contract: no operation ${operationId}`);
  return roles;
}

/** The contract's 403 for a role the operation does not allow. */
export function forbidden(role: Role, allowed: readonly Role[]) {
  return {
    status: 403 as const,
    body: {
      error: 'Admin access required',
      message: `The ${role} role may not do this; allowed: ${allowed.join(', ')}.`,
      allowedRoles: [...allowed],
    },
  };
}
