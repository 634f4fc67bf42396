import { AsYouType, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** libphonenumber-js reads at most this much text (the specification's limit). */
export const PHONE_INPUT_MAX_LENGTH = 250;

/**
 * Nothing entered: empty, a lone '+', or only a country calling code (the phone input shows
 * '+971' for an empty number with the United Arab Emirates chosen).
 */
export function isBlankPhone(text: string): boolean {
  const compact = text.replace(/\s/g, '');
  if (compact === '' || compact === '+') return true;
  if (!/^\+\d{1,4}$/.test(compact)) return false;
  const typing = new AsYouType();
  typing.input(compact);
  return compact === `+${typing.getCallingCode() ?? ''}`;
}

/**
 * A valid international number by libphonenumber-js (full metadata: length and digit patterns
 * of the country): a known country, 2 to 17 national digits, at most 250 characters of text.
 */
export const isPhoneNumber = (text: string) =>
  text.length <= PHONE_INPUT_MAX_LENGTH && isValidPhoneNumber(text);

/** The number in E.164 form ('+971501234567'), or '' when it is blank or invalid. */
export function toE164(text: string): string {
  if (isBlankPhone(text) || !isPhoneNumber(text)) return '';
  return parsePhoneNumberFromString(text)?.number ?? '';
}
