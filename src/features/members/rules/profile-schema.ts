import { AsYouType, isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { components } from '@generated/api';
import type { Member } from '../api/member-query';
import { isEmailAddress } from '@/lib/email-address';

export type Gender = components['schemas']['Gender'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type SignupMethod = Member['signupMethod'];

export const GENDERS: readonly Gender[] = ['Male', 'Female', 'Other'];

/** What the Edit User Profile form holds: text as shown, '' for nothing. */
export type ProfileForm = {
  fullName: string;
  email: string;
  /** '' (none), a calendar day 'YYYY-MM-DD', or anything else for a date typed only in part. */
  dateOfBirth: string;
  gender: Gender | '';
  /** As typed in the phone input (e.g. '+971 50 123 4567'); '' for none. */
  phoneNumber: string;
  whatsAppNumber: string;
  memberId: string;
  referralCode: string;
  membership: string;
};

export type LockedField = 'phoneNumber' | 'email' | 'whatsAppNumber';

/** The field the member signed up with: the admin cannot change it. */
export const LOCKED_FIELD: Record<SignupMethod, LockedField> = {
  phone: 'phoneNumber',
  email: 'email',
  whatsapp: 'whatsAppNumber',
};

export const FULL_NAME_MAX_LENGTH = 100;
/** libphonenumber-js reads at most this much text (the specification's limit). */
export const PHONE_INPUT_MAX_LENGTH = 250;

export type FullNameError = 'required' | 'invalid';
export type PhoneError = 'invalid';
export type DateOfBirthError = 'invalid' | 'future';

export type ProfileErrors = {
  fullName?: FullNameError;
  email?: 'invalid';
  phoneNumber?: PhoneError;
  whatsAppNumber?: PhoneError;
  dateOfBirth?: DateOfBirthError;
};

// ---------------------------------------------------------------------------------------------
// Full name

/** Letters of any script (with their combining marks), spaces, periods, apostrophes, hyphens. */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'’-]+$/u;
/** Two punctuation characters in a row ('..', ".'", '--', "-'"…). A space is not punctuation. */
const CONSECUTIVE_PUNCTUATION = /[.'’-]{2}/u;
const A_LETTER = /\p{L}/u;

/** Characters as a person counts them (code points: '𠀀' is one, not two UTF-16 units). */
export const characterCount = (text: string) => Array.from(text).length;

/**
 * 'required' when empty (or only spaces); 'invalid' unless it is 1 to 100 characters of letters
 * (any script), spaces, periods, apostrophes and hyphens, with a letter somewhere and never two
 * punctuation characters in a row. Leading and trailing spaces do not count (they are not sent).
 */
export function validateFullName(text: string): FullNameError | null {
  const name = text.trim();
  if (!name) return 'required';
  const valid =
    characterCount(name) <= FULL_NAME_MAX_LENGTH &&
    NAME_CHARACTERS.test(name) &&
    A_LETTER.test(name) &&
    !CONSECUTIVE_PUNCTUATION.test(name);
  return valid ? null : 'invalid';
}

// ---------------------------------------------------------------------------------------------
// Phone and WhatsApp numbers

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
 * A blank number is not an error (the field may be left empty).
 */
export function validatePhone(text: string): PhoneError | null {
  if (isBlankPhone(text)) return null;
  if (text.length > PHONE_INPUT_MAX_LENGTH) return 'invalid';
  return isValidPhoneNumber(text) ? null : 'invalid';
}

/** The number in E.164 form ('+971501234567'), or '' when it is blank or invalid. */
export function toE164(text: string): string {
  if (validatePhone(text) !== null || isBlankPhone(text)) return '';
  return parsePhoneNumberFromString(text)?.number ?? '';
}

// ---------------------------------------------------------------------------------------------
// Date of birth

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A calendar day as 'YYYY-MM-DD'. */
export function formatDateOnly(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Whether 'YYYY-MM-DD' names a day that exists (no 2023-02-29). */
export function isDateOnly(text: string): boolean {
  const match = DATE_ONLY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The member's date of birth (a date-time, midnight UTC of that day) as the calendar day
 * 'YYYY-MM-DD', read in UTC so no time zone moves it to the day before or after; '' if absent.
 */
export function dateOnlyFromDateTime(dateTime: string | undefined): string {
  if (!dateTime) return '';
  const date = new Date(dateTime);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateOnly(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Today in the admin's own time zone, as 'YYYY-MM-DD'. */
export function todayDateOnly(now: Date = new Date()): string {
  return formatDateOnly(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** '' is fine (no date); a date typed only in part is 'invalid'; a day after today is 'future'. */
export function validateDateOfBirth(value: string, today: string): DateOfBirthError | null {
  if (value === '') return null;
  if (!isDateOnly(value)) return 'invalid';
  return value > today ? 'future' : null;
}

// ---------------------------------------------------------------------------------------------
// The form

/** The form as the dialog opens: the member's current values, '' for what is missing. */
export function initialProfileForm(member: Member): ProfileForm {
  return {
    fullName: member.fullName ?? '',
    email: member.email ?? '',
    dateOfBirth: dateOnlyFromDateTime(member.dateOfBirth),
    gender: member.gender ?? '',
    phoneNumber: member.phoneNumber ?? '',
    whatsAppNumber: member.whatsAppNumber ?? '',
    memberId: member.memberId ?? '',
    referralCode: member.referralCode ?? '',
    membership: member.membership ?? '',
  };
}

/**
 * The form again from a draft kept through an expired session: the fields the admin edits from the
 * draft, where each is still text; the read-only ones and anything unusable from the member.
 */
export function restoredProfileForm(member: Member, draft: unknown): ProfileForm {
  const form = initialProfileForm(member);
  if (typeof draft !== 'object' || draft === null) return form;
  const text = (field: keyof ProfileForm) => {
    const value: unknown = (draft as Record<string, unknown>)[field];
    return typeof value === 'string' ? value : form[field];
  };
  const gender = text('gender');
  return {
    ...form,
    fullName: text('fullName'),
    email: text('email'),
    dateOfBirth: text('dateOfBirth'),
    gender: GENDERS.find((known) => known === gender) ?? '',
    phoneNumber: text('phoneNumber'),
    whatsAppNumber: text('whatsAppNumber'),
  };
}

/**
 * The errors shown while typing: full name, e-mail (the contract takes an address or nothing), phone
 * and WhatsApp number. The locked field is the
 * member's own sign-in: the admin cannot change it, so it is never reported.
 */
export function fieldErrors(form: ProfileForm, locked: LockedField): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = validateFullName(form.fullName);
  if (fullName) errors.fullName = fullName;
  const email = form.email.trim();
  if (locked !== 'email' && email && !isEmailAddress(email)) errors.email = 'invalid';
  if (locked !== 'phoneNumber' && validatePhone(form.phoneNumber)) errors.phoneNumber = 'invalid';
  if (locked !== 'whatsAppNumber' && validatePhone(form.whatsAppNumber)) {
    errors.whatsAppNumber = 'invalid';
  }
  return errors;
}

/** Everything checked when Save is pressed: the field errors, then the date of birth. */
export function saveErrors(form: ProfileForm, locked: LockedField, today: string): ProfileErrors {
  const errors = fieldErrors(form, locked);
  const dateOfBirth = validateDateOfBirth(form.dateOfBirth, today);
  if (dateOfBirth) errors.dateOfBirth = dateOfBirth;
  return errors;
}

export const hasErrors = (errors: ProfileErrors) => Object.values(errors).some(Boolean);

/**
 * What Save sends. Empty values are left out, except phoneNumber, whatsAppNumber and email,
 * which are always sent ('' when cleared). A number is sent in E.164 form, or '' when invalid;
 * the locked sign-up number is sent as the member has it (the admin could not change it, and
 * emptying it would take the member's sign-in away).
 */
export function buildProfileUpdate(form: ProfileForm, locked: LockedField): ProfileUpdate {
  const number = (field: 'phoneNumber' | 'whatsAppNumber') =>
    field === locked ? form[field].trim() : toE164(form[field]);
  const update: ProfileUpdate = {
    email: form.email.trim(),
    phoneNumber: number('phoneNumber'),
    whatsAppNumber: number('whatsAppNumber'),
  };
  const fullName = form.fullName.trim();
  if (fullName) update.fullName = fullName;
  if (isDateOnly(form.dateOfBirth)) update.dateOfBirth = form.dateOfBirth;
  if (form.gender) update.gender = form.gender;
  const memberId = form.memberId.trim();
  if (memberId) update.memberId = memberId;
  const referralCode = form.referralCode.trim();
  if (referralCode) update.referralCode = referralCode;
  const membership = form.membership.trim();
  if (membership) update.membership = membership;
  return update;
}

/** The multipart form of a profile update: one text part per field, in a fixed order. */
export function profileFormData(update: ProfileUpdate): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(update)) {
    if (typeof value === 'string') data.append(name, value);
  }
  return data;
}
