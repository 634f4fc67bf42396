// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import examples from 'libphonenumber-js/mobile/examples';
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/max';
import type { Member } from '@/api/members';
import { dateOnlyFromDateTime, formatDateOnly, isDateOnly, todayDateOnly } from '@/lib/date-only';
import { isBlankPhone, toE164 } from './phone-number';
import {
  initialProfileForm,
  LOCKED_FIELD,
  profileFormData,
  profileSchema,
  restoredProfileForm,
  type LockedField,
  type ProfileForm,
} from './profile-schema';

const RUNS = { numRuns: 1000 };
const TODAY = '2026-11-22';
const SCHEMAS = {
  phoneNumber: profileSchema('phoneNumber', () => TODAY),
  email: profileSchema('email', () => TODAY),
  whatsAppNumber: profileSchema('whatsAppNumber', () => TODAY),
};
const error = (key: string) => `memberEdit:errors.${key}`;

/** Each field's message as the form shows it (its first problem); {} when the form can be saved. */
function errorsOf(values: ProfileForm, locked: LockedField): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of SCHEMAS[locked].safeParse(values).error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

/** What Save sends for a form the schema accepts. */
const sent = (values: ProfileForm, locked: LockedField) => SCHEMAS[locked].parse(values);

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Any single Unicode letter, from every plane that has letters (Latin, Arabic, CJK, Ext. B…). */
const letter = fc
  .integer({ min: 0x41, max: 0x3134a })
  .map((codePoint) => String.fromCodePoint(codePoint))
  .filter((character) => /^\p{L}$/u.test(character));
const punctuation = fc.constantFrom('.', "'", '’', '-');
const space = fc.constant(' ');

/** A name of 1 to 100 characters: letters, spaces and punctuation, never two punctuation marks in a row. */
const validName = fc
  .array(fc.oneof({ arbitrary: letter, weight: 6 }, { arbitrary: space, weight: 1 }, punctuation), {
    minLength: 1,
    maxLength: 100,
  })
  .map((characters) => characters.join(''))
  .filter(
    (name) =>
      /\p{L}/u.test(name) && name.trim() === name && !/[.'’-]{2}/u.test(name) && name.length > 0,
  );

/** Any character that is not a letter, a combining mark, a space or one of . ' ’ - */
const forbidden = fc
  .integer({ min: 0x0, max: 0x3134a })
  .filter((codePoint) => codePoint < 0xd800 || codePoint > 0xdfff)
  .map((codePoint) => String.fromCodePoint(codePoint))
  .filter((character) => !/^[\p{L}\p{M} .'’-]$/u.test(character) && character.trim() !== '');

/** A calendar day 'YYYY-MM-DD' between two days. */
const dayBetween = (from: string, to: string) =>
  fc
    .date({
      min: new Date(`${from}T00:00:00Z`),
      max: new Date(`${to}T00:00:00Z`),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));

const countries = getCountries();
/** Every country's example mobile number, written internationally, nationally or in E.164. */
const exampleNumber = fc.constantFrom(...countries).chain((country) => {
  const example = getExampleNumber(country, examples);
  return fc.constantFrom(
    example?.formatInternational() ?? '',
    example?.number ?? '',
    `+${getCountryCallingCode(country)} ${example?.formatNational() ?? ''}`,
  );
});

const member = (overrides: Partial<Member> = {}): Member => ({
  _id: '64b7f0c2a1e4d5f6a7b8c901',
  fullName: 'ليلى حداد',
  email: 'layla.haddad@mail.example',
  dateOfBirth: '1990-04-15T00:00:00.000Z',
  gender: 'Female',
  phoneNumber: '+971501234567',
  whatsAppNumber: '+971552345678',
  memberId: 'LC-000123',
  referralCode: 'LAYLA450',
  membership: 'Gold',
  points: 450,
  signupMethod: 'phone',
  ...overrides,
});

const anyLocked = () => fc.constantFrom<LockedField>('phoneNumber', 'email', 'whatsAppNumber');

const form = (overrides: Partial<ProfileForm> = {}): ProfileForm => ({
  ...initialProfileForm(member()),
  ...overrides,
});

/** The full name's message, or null when it is fine. */
const nameError = (fullName: string) => errorsOf(form({ fullName }), 'email').fullName ?? null;
/** An editable phone number's message, or null when it is fine. */
const phoneError = (phoneNumber: string) =>
  errorsOf(form({ phoneNumber }), 'email').phoneNumber ?? null;
const INVALID_NAME = error('fullNameInvalid');
const INVALID_PHONE = error('phoneInvalid');

// ---------------------------------------------------------------------------------------------

describe('full name', () => {
  it('requires a name', () => {
    expect(nameError('')).toBe(error('fullNameRequired'));
    expect(nameError('   ')).toBe(error('fullNameRequired'));
  });

  it('accepts names in any script with spaces, periods, apostrophes and hyphens', () => {
    for (const name of [
      'Zoë O’Brien-Nuñez',
      "Zoë O'Brien-Nuñez",
      'ليلى حداد',
      '王小明',
      'J. R. R. Tolkien',
      'Ødegård',
      'Ångström',
      'प्रिया शर्मा', // Devanagari vowel signs are combining marks
      'Ἀριστοτέλης',
      'A',
      'a'.repeat(100),
      '𠀀𠀁', // letters beyond the 16-bit range count as one character each
    ]) {
      expect(nameError(name), name).toBeNull();
    }
  });

  it('refuses digits, symbols, two punctuation marks in a row and more than 100 characters', () => {
    for (const name of [
      'Agent 007',
      'ann@example',
      'Ann_Lee',
      'Ann..Lee',
      "O''Brien",
      'Ann.-Lee',
      "Mary-'Ann",
      '--',
      '.',
      'a'.repeat(101),
      '😀 Smile',
    ]) {
      expect(nameError(name), name).toBe(INVALID_NAME);
    }
  });

  it('counts characters, not UTF-16 units: 100 letters beyond the 16-bit range are fine', () => {
    expect(nameError('𠀀'.repeat(100))).toBeNull();
    expect(nameError('𠀀'.repeat(101))).toBe(INVALID_NAME);
  });

  it('accepts any Unicode-letter name of 1-100 characters without consecutive punctuation', () => {
    fc.assert(
      fc.property(validName, (name) => nameError(name) === null),
      RUNS,
    );
  });

  it('refuses any name with two punctuation characters in a row', () => {
    fc.assert(
      fc.property(validName, punctuation, punctuation, fc.nat(), (name, first, second, at) => {
        const cut = at % (name.length + 1);
        const spoiled = `${name.slice(0, cut)}${first}${second}${name.slice(cut)}`;
        return nameError(spoiled) === INVALID_NAME;
      }),
      RUNS,
    );
  });

  it("refuses any name holding a character that is not a letter, space or . ' -", () => {
    fc.assert(
      fc.property(validName, forbidden, fc.nat(), (name, bad, at) => {
        const cut = at % (name.length + 1);
        return nameError(`${name.slice(0, cut)}${bad}${name.slice(cut)}`) === INVALID_NAME;
      }),
      RUNS,
    );
  });

  it('refuses any name longer than 100 characters', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 101, maxLength: 300 }), (letters) => {
        return nameError(letters.join('')) === INVALID_NAME;
      }),
      RUNS,
    );
  });
});

describe('phone numbers', () => {
  it('accepts valid international numbers, however they are written', () => {
    for (const number of [
      '+971501234567',
      '+971 50 123 4567',
      '+44 7400 123456',
      '+8613800138000',
      '+1 201 555 0123',
    ]) {
      expect(phoneError(number), number).toBeNull();
    }
  });

  it('refuses numbers of an unknown country, too short, too long or with wrong digits', () => {
    for (const number of [
      '+999 123456',
      '+971 5',
      '+971 50 123 4567 8901 2345 67',
      '+9710000000000',
      '0501234567', // no country
      'not a number',
      '+9',
    ]) {
      expect(phoneError(number), number).toBe(INVALID_PHONE);
    }
  });

  it('takes an empty field, a lone + or a calling code alone as no number', () => {
    for (const blank of ['', '  ', '+', '+971', '+971 ', '+1', '+44']) {
      expect(isBlankPhone(blank), blank).toBe(true);
      expect(phoneError(blank), blank).toBeNull();
      expect(toE164(blank), blank).toBe('');
    }
    expect(isBlankPhone('+97150')).toBe(false);
  });

  it('accepts every country’s example number, and gives it in E.164 form', () => {
    fc.assert(
      fc.property(exampleNumber, (number) => {
        return phoneError(number) === null && /^\+[1-9]\d{1,16}$/.test(toE164(number));
      }),
      RUNS,
    );
  });

  it('refuses any text of more than 250 characters, even around a valid number', () => {
    fc.assert(
      fc.property(exampleNumber, fc.integer({ min: 1, max: 400 }), (number, extra) => {
        const text = `${number}${' '.repeat(Math.max(0, 251 - number.length) + extra)}`;
        return phoneError(text) === INVALID_PHONE && toE164(text) === '';
      }),
      RUNS,
    );
  });

  it('refuses any number with more than 17 national digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...countries),
        fc.stringMatching(/^[0-9]{18,30}$/),
        (country, digits) =>
          phoneError(`+${getCountryCallingCode(country)}${digits}`) === INVALID_PHONE,
      ),
      RUNS,
    );
  });

  it('never throws, and sends either nothing or an E.164 number, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 300 }), fc.stringMatching(/^\+?[0-9 ()-]{0,40}$/)),
        (text) => {
          const e164 = toE164(text);
          const valid = phoneError(text) === null;
          return (e164 === '' || /^\+[1-9]\d{1,16}$/.test(e164)) && (valid || e164 === '');
        },
      ),
      RUNS,
    );
  });
});

describe('date of birth', () => {
  it('reads the member’s date-time as the same calendar day, in any time zone', () => {
    expect(dateOnlyFromDateTime('1990-04-15T00:00:00.000Z')).toBe('1990-04-15');
    expect(dateOnlyFromDateTime('1998-12-25T00:00:00.000Z')).toBe('1998-12-25');
    expect(dateOnlyFromDateTime(undefined)).toBe('');
    expect(dateOnlyFromDateTime('garbage')).toBe('');
  });

  it('round-trips every day between 1900 and 2100 (midnight UTC ⇄ YYYY-MM-DD)', () => {
    fc.assert(
      fc.property(
        dayBetween('1900-01-01', '2100-12-31'),
        (day) => dateOnlyFromDateTime(`${day}T00:00:00.000Z`) === day && isDateOnly(day),
      ),
      RUNS,
    );
  });

  it('knows which days exist', () => {
    expect(isDateOnly('2024-02-29')).toBe(true);
    expect(isDateOnly('2023-02-29')).toBe(false);
    expect(isDateOnly('1990-13-01')).toBe(false);
    expect(isDateOnly('1990-4-15')).toBe(false);
    expect(isDateOnly('0099-01-01')).toBe(true);
  });

  it('today is the admin’s local calendar day', () => {
    expect(todayDateOnly(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatDateOnly(987, 3, 4)).toBe('0987-03-04');
  });

  it('accepts no date and any day up to today; refuses a later day and a part-typed date', () => {
    const dateError = (dateOfBirth: string) =>
      errorsOf(form({ dateOfBirth }), 'phoneNumber').dateOfBirth ?? null;
    expect(dateError('')).toBeNull();
    expect(dateError(TODAY)).toBeNull();
    expect(dateError('2026-11-23')).toBe(error('dateFuture'));
    expect(dateError('2026-11')).toBe(error('dateInvalid'));
    fc.assert(
      fc.property(
        dayBetween('1900-01-01', '2200-12-31'),
        dayBetween('1900-01-01', '2200-12-31'),
        (day, today) => {
          const result = profileSchema('email', () => today).safeParse(form({ dateOfBirth: day }));
          const message = result.error?.issues.find((issue) => issue.path[0] === 'dateOfBirth');
          return day > today ? message?.message === error('dateFuture') : result.success;
        },
      ),
      RUNS,
    );
  });
});

describe('the form', () => {
  it('opens with the member’s values, empty text for what is missing', () => {
    expect(initialProfileForm(member())).toEqual({
      fullName: 'ليلى حداد',
      email: 'layla.haddad@mail.example',
      dateOfBirth: '1990-04-15',
      gender: 'Female',
      phoneNumber: '+971501234567',
      whatsAppNumber: '+971552345678',
      memberId: 'LC-000123',
      referralCode: 'LAYLA450',
      membership: 'Gold',
    });
    expect(
      initialProfileForm({ _id: '64b7f0c2a1e4d5f6a7b8c904', points: 0, signupMethod: 'email' }),
    ).toEqual({
      fullName: '',
      email: '',
      dateOfBirth: '',
      gender: '',
      phoneNumber: '',
      whatsAppNumber: '',
      memberId: '',
      referralCode: '',
      membership: '',
    });
  });

  it('reopens with a kept draft’s text, the read-only fields from the member', () => {
    const draft = { fullName: 'Draft', dateOfBirth: 'part-typed', gender: 'Robot', memberId: 'X' };
    expect(restoredProfileForm(member(), draft)).toEqual(
      form({ fullName: 'Draft', dateOfBirth: 'part-typed', gender: '' }),
    );
    expect(restoredProfileForm(member(), 'garbage')).toEqual(form());
  });

  it('locks the field the member signed up with', () => {
    expect(LOCKED_FIELD).toEqual({
      phone: 'phoneNumber',
      email: 'email',
      whatsapp: 'whatsAppNumber',
    });
  });

  it('reports the name and number errors, never for the locked field', () => {
    const bad = form({ fullName: 'A..B', phoneNumber: '+971 5', whatsAppNumber: '12' });
    const invalid = {
      fullName: INVALID_NAME,
      phoneNumber: INVALID_PHONE,
      whatsAppNumber: error('whatsAppInvalid'),
    };
    expect(errorsOf(bad, 'email')).toEqual(invalid);
    expect(errorsOf(bad, 'phoneNumber')).toEqual({ ...invalid, phoneNumber: undefined });
    expect(errorsOf(bad, 'whatsAppNumber')).toEqual({ ...invalid, whatsAppNumber: undefined });
    expect(errorsOf(form({ email: 'layla@' }), 'phoneNumber')).toEqual({
      email: error('emailInvalid'),
    });
    expect(errorsOf(form({ email: 'layla@' }), 'email')).toEqual({});
    expect(errorsOf(form({ fullName: '' }), 'phoneNumber')).toEqual({
      fullName: error('fullNameRequired'),
    });
    expect(errorsOf(form(), 'phoneNumber')).toEqual({});
  });

  it('never reports the locked field, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), anyLocked(), (text, locked) => {
        return !(locked in errorsOf(form({ [locked]: text }), locked));
      }),
      RUNS,
    );
  });
});

describe('what Save sends', () => {
  it('sends every field that has a value, numbers in E.164 form', () => {
    expect(
      sent(form({ phoneNumber: '+971 50 123 4567', whatsAppNumber: '+971 55 234 5678' }), 'email'),
    ).toEqual({
      fullName: 'ليلى حداد',
      email: 'layla.haddad@mail.example',
      dateOfBirth: '1990-04-15',
      gender: 'Female',
      phoneNumber: '+971501234567',
      whatsAppNumber: '+971552345678',
      memberId: 'LC-000123',
      referralCode: 'LAYLA450',
      membership: 'Gold',
    });
  });

  it('leaves out empty values but always sends email, phone and WhatsApp numbers', () => {
    const values = form({
      email: '',
      dateOfBirth: '',
      gender: '',
      phoneNumber: '+971',
      whatsAppNumber: '',
      memberId: '',
      referralCode: ' ',
      membership: '',
    });
    expect(sent(values, 'phoneNumber')).toEqual({
      fullName: 'ليلى حداد',
      email: '',
      phoneNumber: '+971',
      whatsAppNumber: '',
    });
    expect(sent(values, 'email')).toMatchObject({ phoneNumber: '', whatsAppNumber: '' });
  });

  it('sends an invalid number as empty (Save waits for it first), a blank one as empty', () => {
    expect(toE164('+971 5')).toBe('');
    expect(toE164('+44')).toBe('');
    expect(sent(form({ whatsAppNumber: '+44' }), 'email').whatsAppNumber).toBe('');
  });

  it('sends the locked sign-up number as the member has it', () => {
    const stored = form({ whatsAppNumber: '+447700900123' });
    expect(phoneError('+447700900123')).toBe(INVALID_PHONE);
    expect(sent(stored, 'whatsAppNumber').whatsAppNumber).toBe('+447700900123');
  });

  it('trims the name', () => {
    expect(sent(form({ fullName: '  Zoë O’Brien  ' }), 'email').fullName).toBe('Zoë O’Brien');
  });

  /** Forms Save accepts: any valid value in each editable field, anything in the locked one. */
  const savable = (locked: LockedField): fc.Arbitrary<ProfileForm> => {
    const number = fc.oneof(fc.constant(''), fc.constant('+971'), exampleNumber);
    const lockedOr = (field: LockedField, editable: fc.Arbitrary<string>) =>
      field === locked ? fc.string() : editable;
    return fc.record({
      fullName: fc.oneof(
        validName,
        validName.map((name) => ` ${name} `),
      ),
      email: lockedOr('email', fc.oneof(fc.constant(''), fc.emailAddress())),
      dateOfBirth: fc.oneof(fc.constant(''), dayBetween('1900-01-01', TODAY)),
      gender: fc.constantFrom('', 'Male', 'Female', 'Other'),
      phoneNumber: lockedOr('phoneNumber', number),
      whatsAppNumber: lockedOr('whatsAppNumber', number),
      memberId: fc.oneof(fc.constant(''), fc.string()),
      referralCode: fc.oneof(fc.constant(''), fc.string()),
      membership: fc.oneof(fc.constant(''), fc.constantFrom('Gold', 'Silver')),
    });
  };
  const lockedAndForm = anyLocked().chain((locked) =>
    savable(locked).map((values) => ({ locked, values })),
  );

  it('always sends email, phoneNumber and whatsAppNumber, and no other empty value', () => {
    fc.assert(
      fc.property(lockedAndForm, ({ locked, values }) => {
        const update = sent(values, locked);
        const always = ['email', 'phoneNumber', 'whatsAppNumber'];
        return (
          always.every((field) => field in update) &&
          Object.entries(update).every(
            ([field, value]) => always.includes(field) || (typeof value === 'string' && value),
          )
        );
      }),
      RUNS,
    );
  });

  it('sends each editable number in E.164 form, a blank one empty, the locked one as it is', () => {
    fc.assert(
      fc.property(lockedAndForm, ({ locked, values }) => {
        const update = sent(values, locked);
        return (['phoneNumber', 'whatsAppNumber'] as const).every((field) => {
          if (field === locked) return update[field] === values[field].trim();
          return isBlankPhone(values[field])
            ? update[field] === ''
            : /^\+[1-9]\d{1,16}$/.test(update[field] ?? '');
        });
      }),
      RUNS,
    );
  });
});

describe('profileFormData', () => {
  it('makes one text part per field, empty ones included', () => {
    const data = profileFormData({ fullName: 'Zoë', email: '', phoneNumber: '+971501234567' });
    expect([...data.entries()]).toEqual([
      ['fullName', 'Zoë'],
      ['email', ''],
      ['phoneNumber', '+971501234567'],
    ]);
  });
});
