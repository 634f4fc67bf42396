// The password rule, one module for the app's meter and the offline back end's check: 10 to 128
// characters and a zxcvbn score of at least 3 of 4, judged with the account's own name and e-mail
// as words an attacker would try first. The dictionaries are zxcvbn-ts's common ones (the most used
// passwords, diceware words, keyboard patterns: about 220 kB gzip); the app loads them on demand,
// with the password form only.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  type AccountWords,
  type PasswordProblem,
  type PasswordScore,
} from './password-limits.ts';

export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MIN_SCORE,
  type AccountWords,
  type PasswordProblem,
  type PasswordScore,
};

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
    dictionary: common.dictionary,
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
