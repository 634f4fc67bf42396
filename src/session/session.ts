import { getDefaultStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { forgetKeptDrafts, keepOpenDrafts } from './kept-drafts';
import {
  sessionNoticeAtom,
  sessionUserAtom,
  tokenAtom,
  type SessionNotice,
  type SessionUser,
} from './session-atoms';

const store = getDefaultStore();

export function startSession(token: string, user: SessionUser): void {
  store.set(tokenAtom, token);
  store.set(sessionUserAtom, user);
  store.set(sessionNoticeAtom, null);
}

/** Removes the token and the user from storage (the query cache forgets its answers with them). */
export function endSession(notice: SessionNotice): void {
  if (notice === 'expired') keepOpenDrafts();
  else forgetKeptDrafts();
  store.set(tokenAtom, RESET);
  store.set(sessionUserAtom, RESET);
  store.set(sessionNoticeAtom, notice);
}

export function currentToken(): string | null {
  return store.get(tokenAtom);
}
