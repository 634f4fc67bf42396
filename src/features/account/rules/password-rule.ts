// The password rule, one module for the app's meter and the offline back end's check: 10 to 128
// characters and a zxcvbn score of at least 3 of 4, judged with the account's own name and e-mail
// as words an attacker would try first. The app loads it on demand (its dictionaries are large).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
/** zxcvbn's 3 of 4: "safely unguessable", about 10^10 guesses. */
export const PASSWORD_MIN_SCORE = 3;

/** What the meter shows: zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** Why a new password is refused; none when it is accepted. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'tooWeak';

export interface AccountWords {
  fullName?: string;
  email?: string;
}

let estimator: ZxcvbnFactory | undefined;

/** The account's name and e-mail, whole and in words: guesses an attacker tries first. */
export function accountWords({ fullName = '', email = '' }: AccountWords): string[] {
  const words = [fullName, email, ...`${fullName} ${email}`.split(/[\s.@_'’+-]+/u)];
  return [...new Set(words.map((word) => word.trim().toLowerCase()))].filter(
    (word) => word.length >= 3,
  );
}

export function passwordScore(password: string, account: AccountWords = {}): PasswordScore {
  if (!password) return 0;
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return estimator.check(password.slice(0, PASSWORD_MAX_LENGTH), accountWords(account))
    .score as PasswordScore;
}

/** Why the new password is refused (the first reason), or undefined when it is accepted. */
export function passwordProblem(
  password: string,
  account: AccountWords = {},
): PasswordProblem | undefined {
  const length = Array.from(password).length;
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (passwordScore(password, account) < PASSWORD_MIN_SCORE) return 'tooWeak';
  return undefined;
}
