/** The specification's full-name rule, for a member's profile and the admin's own account. */
export const FULL_NAME_MAX_LENGTH = 100;

/** Letters of any script (with their combining marks), spaces, periods, apostrophes, hyphens. */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'’-]+$/u;
/** Two punctuation characters in a row ('..', ".'", '--', "-'"…). A space is not punctuation. */
const CONSECUTIVE_PUNCTUATION = /[.'’-]{2}/u;
const A_LETTER = /\p{L}/u;

/** Characters as a person counts them (code points: '𠀀' is one, not two UTF-16 units). */
export const characterCount = (text: string) => Array.from(text).length;

/**
 * 1 to 100 characters of letters (any script), spaces, periods, apostrophes and hyphens, with a
 * letter somewhere and never two punctuation characters in a row. Leading and trailing spaces do
 * not count (they are not sent).
 */
export function isFullName(text: string): boolean {
  const name = text.trim();
  return (
    characterCount(name) <= FULL_NAME_MAX_LENGTH &&
    NAME_CHARACTERS.test(name) &&
    A_LETTER.test(name) &&
    !CONSECUTIVE_PUNCTUATION.test(name)
  );
}
