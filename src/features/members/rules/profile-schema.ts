import * as z from 'zod/mini';
import type { components } from '@generated/api';
import { isEmailAddress } from '@/lib/email-address';
import type { Member } from '@/api/members';
import { dateOnlyFromDateTime, isDateOnly, todayDateOnly } from '@/lib/date-only';
import { isBlankPhone, isPhoneNumber, toE164 } from './phone-number';

export type Gender = components['schemas']['Gender'];
export type ProfileUpdate = components['schemas']['ProfileUpdate'];
export type SignupMethod = Member['signupMethod'];

export const GENDERS = ['Male', 'Female', 'Other'] as const satisfies readonly Gender[];

/**
 * What the Edit User Profile form holds: text as shown, '' for nothing; the date of birth is '',
 * a calendar day 'YYYY-MM-DD', or anything else for a date typed only in part.
 */
export type ProfileForm = z.input<ReturnType<typeof profileSchema>>;

export type LockedField = 'phoneNumber' | 'email' | 'whatsAppNumber';

/** The field the member signed up with: the admin cannot change it. */
export const LOCKED_FIELD: Record<SignupMethod, LockedField> = {
  phone: 'phoneNumber',
  email: 'email',
  whatsapp: 'whatsAppNumber',
};

// The full-name rule is shared with the admin's own account (src/lib/full-name.ts).
import { characterCount, FULL_NAME_MAX_LENGTH, isFullName } from '@/lib/full-name';

export { characterCount, FULL_NAME_MAX_LENGTH, isFullName };

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

// ---------------------------------------------------------------------------------------------
// The schema

/** Messages are the catalogue's translation keys. */
const message = (key: string) => `memberEdit:errors.${key}`;

const fullName = z.string().check(
  z.refine((text) => text.trim() !== '', { error: message('fullNameRequired'), abort: true }),
  z.refine(isFullName, message('fullNameInvalid')),
);

/** The contract takes an address or nothing. */
const email = z
  .string()
  .check(z.refine((text) => !text.trim() || isEmailAddress(text.trim()), message('emailInvalid')));

/** A blank number is no number (the field may be left empty); anything else must be valid. */
const phone = (error: string) =>
  z.string().check(z.refine((text) => isBlankPhone(text) || isPhoneNumber(text), error));

/** '' is no date; a date typed only in part is invalid; no day after today. */
const dateOfBirth = (today: () => string) =>
  z.string().check(
    z.refine((day) => day === '' || isDateOnly(day), {
      error: message('dateInvalid'),
      abort: true,
    }),
    z.refine((day) => day <= today(), message('dateFuture')),
  );

/**
 * The Edit User Profile form for a member who signed up with `locked`: that field is the member's
 * own sign-in, which the admin cannot change, so it is never checked. What a valid form sends:
 * empty values are left out, except email, phoneNumber and whatsAppNumber, always sent ('' when
 * cleared); a number in E.164 form ('' when blank or invalid); the locked sign-up field as the
 * member has it (emptying it would take the member's sign-in away).
 */
export function profileSchema(locked: LockedField, today: () => string = todayDateOnly) {
  const unlessLocked = (field: LockedField, schema: z.ZodMiniString<string>) =>
    field === locked ? z.string() : schema;
  const form = z.object({
    fullName,
    email: unlessLocked('email', email),
    dateOfBirth: dateOfBirth(today),
    gender: z.enum(['', ...GENDERS]),
    phoneNumber: unlessLocked('phoneNumber', phone(message('phoneInvalid'))),
    whatsAppNumber: unlessLocked('whatsAppNumber', phone(message('whatsAppInvalid'))),
    memberId: z.string(),
    referralCode: z.string(),
    membership: z.string(),
  });
  return z.pipe(
    form,
    z.transform((values): ProfileUpdate => {
      const number = (field: 'phoneNumber' | 'whatsAppNumber') =>
        field === locked ? values[field].trim() : toE164(values[field]);
      const update: ProfileUpdate = {
        email: values.email.trim(),
        phoneNumber: number('phoneNumber'),
        whatsAppNumber: number('whatsAppNumber'),
        fullName: values.fullName.trim(),
      };
      if (values.dateOfBirth) update.dateOfBirth = values.dateOfBirth;
      if (values.gender) update.gender = values.gender;
      for (const field of ['memberId', 'referralCode', 'membership'] as const) {
        const text = values[field].trim();
        if (text) update[field] = text;
      }
      return update;
    }),
  );
}

/** The multipart form of a profile update: one text part per field, in a fixed order. */
export function profileFormData(update: ProfileUpdate): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(update)) {
    if (typeof value === 'string') data.append(name, value);
  }
  return data;
}
