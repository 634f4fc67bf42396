/** The password rule's numbers, without its dictionaries (the form and meter load those on demand). */
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
