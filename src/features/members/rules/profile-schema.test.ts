// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import examples from 'libphonenumber-js/mobile/examples';
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/max';
import type { Member } from '../api/member-query';
import {
  buildProfileUpdate,
  dateOnlyFromDateTime,
  fieldErrors,
  formatDateOnly,
  initialProfileForm,
  isBlankPhone,
  isDateOnly,
  LOCKED_FIELD,
  profileFormData,
  saveErrors,
  toE164,
  todayDateOnly,
  validateDateOfBirth,
  validateFullName,
  validatePhone,
  type LockedField,
  type ProfileForm,
} from './profile-form';

const RUNS = { numRuns: 1000 };

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

const form = (overrides: Partial<ProfileForm> = {}): ProfileForm => ({
  ...initialProfileForm(member()),
  ...overrides,
});

// ---------------------------------------------------------------------------------------------

describe('validateFullName', () => {
  it('requires a name', () => {
    expect(validateFullName('')).toBe('required');
    expect(validateFullName('   ')).toBe('required');
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
      expect(validateFullName(name), name).toBeNull();
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
      expect(validateFullName(name), name).toBe('invalid');
    }
  });

  it('counts characters, not UTF-16 units: 100 letters beyond the 16-bit range are fine', () => {
    expect(validateFullName('𠀀'.repeat(100))).toBeNull();
    expect(validateFullName('𠀀'.repeat(101))).toBe('invalid');
  });

  it('accepts any Unicode-letter name of 1-100 characters without consecutive punctuation', () => {
    fc.assert(
      fc.property(validName, (name) => validateFullName(name) === null),
      RUNS,
    );
  });

  it('refuses any name with two punctuation characters in a row', () => {
    fc.assert(
      fc.property(validName, punctuation, punctuation, fc.nat(), (name, first, second, at) => {
        const cut = at % (name.length + 1);
        const spoiled = `${name.slice(0, cut)}${first}${second}${name.slice(cut)}`;
        return validateFullName(spoiled) === 'invalid';
      }),
      RUNS,
    );
  });

  it("refuses any name holding a character that is not a letter, space or . ' -", () => {
    fc.assert(
      fc.property(validName, forbidden, fc.nat(), (name, bad, at) => {
        const cut = at % (name.length + 1);
        return validateFullName(`${name.slice(0, cut)}${bad}${name.slice(cut)}`) === 'invalid';
      }),
      RUNS,
    );
  });

  it('refuses any name longer than 100 characters', () => {
    fc.assert(
      fc.property(fc.array(letter, { minLength: 101, maxLength: 300 }), (letters) => {
        return validateFullName(letters.join('')) === 'invalid';
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
      expect(validatePhone(number), number).toBeNull();
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
      expect(validatePhone(number), number).toBe('invalid');
    }
  });

  it('takes an empty field, a lone + or a calling code alone as no number', () => {
    for (const blank of ['', '  ', '+', '+971', '+971 ', '+1', '+44']) {
      expect(isBlankPhone(blank), blank).toBe(true);
      expect(validatePhone(blank), blank).toBeNull();
      expect(toE164(blank), blank).toBe('');
    }
    expect(isBlankPhone('+97150')).toBe(false);
  });

  it('accepts every country’s example number, and gives it in E.164 form', () => {
    fc.assert(
      fc.property(exampleNumber, (number) => {
        return validatePhone(number) === null && /^\+[1-9]\d{1,16}$/.test(toE164(number));
      }),
      RUNS,
    );
  });

  it('refuses any text of more than 250 characters, even around a valid number', () => {
    fc.assert(
      fc.property(exampleNumber, fc.integer({ min: 1, max: 400 }), (number, extra) => {
        const text = `${number}${' '.repeat(Math.max(0, 251 - number.length) + extra)}`;
        return validatePhone(text) === 'invalid' && toE164(text) === '';
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
          validatePhone(`+${getCountryCallingCode(country)}${digits}`) === 'invalid',
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
          const valid = validatePhone(text) === null;
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
    expect(validateDateOfBirth('', '2026-11-22')).toBeNull();
    expect(validateDateOfBirth('2026-11-22', '2026-11-22')).toBeNull();
    expect(validateDateOfBirth('2026-11-23', '2026-11-22')).toBe('future');
    expect(validateDateOfBirth('2026-11', '2026-11-22')).toBe('invalid');
    fc.assert(
      fc.property(
        dayBetween('1900-01-01', '2200-12-31'),
        dayBetween('1900-01-01', '2200-12-31'),
        (day, today) => validateDateOfBirth(day, today) === (day > today ? 'future' : null),
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

  it('locks the field the member signed up with', () => {
    expect(LOCKED_FIELD).toEqual({
      phone: 'phoneNumber',
      email: 'email',
      whatsapp: 'whatsAppNumber',
    });
  });

  it('reports the name and number errors, never for the locked number', () => {
    const bad = form({ fullName: 'A..B', phoneNumber: '+971 5', whatsAppNumber: '12' });
    expect(fieldErrors(bad, 'email')).toEqual({
      fullName: 'invalid',
      phoneNumber: 'invalid',
      whatsAppNumber: 'invalid',
    });
    expect(fieldErrors(bad, 'phoneNumber')).toEqual({
      fullName: 'invalid',
      whatsAppNumber: 'invalid',
    });
    expect(fieldErrors(bad, 'whatsAppNumber')).toEqual({
      fullName: 'invalid',
      phoneNumber: 'invalid',
    });
    expect(fieldErrors(form({ fullName: '' }), 'phoneNumber')).toEqual({ fullName: 'required' });
    expect(fieldErrors(form(), 'phoneNumber')).toEqual({});
  });

  it('adds the date of birth when saving', () => {
    expect(saveErrors(form({ dateOfBirth: '2030-01-01' }), 'phoneNumber', '2026-11-22')).toEqual({
      dateOfBirth: 'future',
    });
    expect(saveErrors(form(), 'phoneNumber', '2026-11-22')).toEqual({});
  });
});

describe('buildProfileUpdate', () => {
  it('sends every field that has a value, numbers in E.164 form', () => {
    expect(
      buildProfileUpdate(
        form({ phoneNumber: '+971 50 123 4567', whatsAppNumber: '+971 55 234 5678' }),
        'email',
      ),
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
    expect(
      buildProfileUpdate(
        form({
          email: '',
          dateOfBirth: '',
          gender: '',
          phoneNumber: '+971',
          whatsAppNumber: '',
          memberId: '',
          referralCode: ' ',
          membership: '',
        }),
        'phoneNumber',
      ),
    ).toEqual({ fullName: 'ليلى حداد', email: '', phoneNumber: '+971', whatsAppNumber: '' });
  });

  it('sends an invalid number as empty, and a blank one (only a calling code) as empty', () => {
    const update = buildProfileUpdate(
      form({ phoneNumber: '+971 5', whatsAppNumber: '+44' }),
      'email',
    );
    expect(update.phoneNumber).toBe('');
    expect(update.whatsAppNumber).toBe('');
  });

  it('sends the locked sign-up number as the member has it', () => {
    const stored = form({ whatsAppNumber: '+447700900123' });
    expect(validatePhone('+447700900123')).toBe('invalid');
    expect(buildProfileUpdate(stored, 'whatsAppNumber').whatsAppNumber).toBe('+447700900123');
    expect(buildProfileUpdate(stored, 'phoneNumber').whatsAppNumber).toBe('');
  });

  it('trims the name and sends the date of birth only when it is a whole date', () => {
    const update = buildProfileUpdate(
      form({ fullName: '  Zoë O’Brien  ', dateOfBirth: '1990-04' }),
      'email',
    );
    expect(update.fullName).toBe('Zoë O’Brien');
    expect(update).not.toHaveProperty('dateOfBirth');
  });

  const anyForm: fc.Arbitrary<ProfileForm> = fc.record({
    fullName: fc.oneof(fc.constant(''), validName, fc.string()),
    email: fc.oneof(fc.constant(''), fc.emailAddress()),
    dateOfBirth: fc.oneof(
      fc.constant(''),
      fc.constant('1990-04'),
      dayBetween('1900-01-01', '2100-01-01'),
    ),
    gender: fc.constantFrom('', 'Male', 'Female', 'Other'),
    phoneNumber: fc.oneof(fc.constant(''), fc.constant('+971'), exampleNumber, fc.string()),
    whatsAppNumber: fc.oneof(fc.constant(''), exampleNumber, fc.string()),
    memberId: fc.oneof(fc.constant(''), fc.string()),
    referralCode: fc.oneof(fc.constant(''), fc.string()),
    membership: fc.oneof(fc.constant(''), fc.constantFrom('Gold', 'Silver')),
  });
  const anyLocked = fc.constantFrom<LockedField>('phoneNumber', 'email', 'whatsAppNumber');

  it('always sends email, phoneNumber and whatsAppNumber, and no other empty value', () => {
    fc.assert(
      fc.property(anyForm, anyLocked, (values, locked) => {
        const update = buildProfileUpdate(values, locked);
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

  it('sends each unlocked number in E.164 form when valid, else empty', () => {
    fc.assert(
      fc.property(anyForm, anyLocked, (values, locked) => {
        const update = buildProfileUpdate(values, locked);
        return (['phoneNumber', 'whatsAppNumber'] as const).every((field) => {
          if (field === locked) return update[field] === values[field].trim();
          const sent = update[field] ?? '';
          return validatePhone(values[field]) === null && !isBlankPhone(values[field])
            ? /^\+[1-9]\d{1,16}$/.test(sent)
            : sent === '';
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
