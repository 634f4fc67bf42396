// The offline back end checks a new password with the app's own rule (one module, so the meter
// and the check never disagree), answering its reason in English.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  type AccountWords,
} from '../../src/lib/password/password-rule.ts';

export const WEAK_PASSWORD = {
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters that are hard to guess, such as three or four unrelated words.`,
  tooWeak: `Use at least ${PASSWORD_MIN_LENGTH} characters that are hard to guess, such as three or four unrelated words.`,
  tooLong: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
} as const;

/** Why a new password is refused, or undefined when it is strong enough. */
export function weakPasswordReason(password: string, account: AccountWords): string | undefined {
  const problem = passwordProblem(password, account);
  return problem && WEAK_PASSWORD[problem];
}
