// @vitest-environment node
// What a form accepts, the contract accepts: for any input, the validators never throw, and a form
// they let through becomes a request body that the contract's schema validates. A disagreement
// would be an admin told "fine" by the form and then "Invalid request" by the server.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signInSchema } from '@/features/auth/rules/sign-in-schema';
import { broadcastSchema } from '@/features/broadcast/rules/broadcast-schema';
import type { Member } from '@/api/members';
import {
  GENDERS,
  LOCKED_FIELD,
  profileSchema,
  type ProfileForm,
} from '@/features/members/rules/profile-schema';
import { missionInput, type MissionForm } from '@/features/missions/rules/mission-form';
import { missionSchema } from '@/features/missions/rules/mission-schema';
import { schemaValidator } from './contract-document';

const RUNS = { numRuns: 1000 };
const TODAY = '2026-11-23';

/** Text of every kind: ASCII, any Unicode (RTL, zero-width, emoji), padded with white space. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.constantFrom('', ' ', '\u200b', '\u202e', '\ufeff', ' \n\t '),
  );

function expectValid(validate: ReturnType<typeof schemaValidator>, body: unknown) {
  const valid = validate(body);
  expect(valid, JSON.stringify({ body, errors: validate.errors })).toBe(true);
}

describe('sign-in', () => {
  const validate = schemaValidator('SignInRequest');
  it('sends only what SignInRequest accepts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), anyText(80)), anyText(40), (email, password) => {
        const form = signInSchema.safeParse({ email, password });
        if (form.success) expectValid(validate, form.data);
      }),
      RUNS,
    );
  });
});

describe('broadcast', () => {
  const validate = schemaValidator('BroadcastRequest');
  it('sends only what BroadcastRequest accepts, and everything typed that has a character', () => {
    fc.assert(
      fc.property(anyText(300), (draft) => {
        const form = broadcastSchema.safeParse({ body: draft });
        if (!form.success) {
          expect(draft.trim()).toBe('');
          return;
        }
        expectValid(validate, form.data);
      }),
      RUNS,
    );
  });
});

describe('profile update', () => {
  const validate = schemaValidator('ProfileUpdate');
  const phone = fc.oneof(
    anyText(30),
    fc.constantFrom('+971 50 123 4567', '+44 7911 123456', '050 123 4567', '+1 202-555-0143'),
  );
  const form: fc.Arbitrary<ProfileForm> = fc.record({
    fullName: fc.oneof(anyText(120), fc.constantFrom('Layla Haddad', "Seán O'Brien", '王小明')),
    email: fc.oneof(fc.emailAddress(), anyText(60)),
    dateOfBirth: fc.oneof(
      fc.constantFrom('', '1990-02-28', '2026-11-23', '2031-01-01', '1990-02'),
      anyText(12),
    ),
    gender: fc.constantFrom('', ...GENDERS),
    phoneNumber: phone,
    whatsAppNumber: phone,
    memberId: anyText(20),
    referralCode: anyText(20),
    membership: anyText(20),
  });
  const signupMethod = fc.constantFrom<Member['signupMethod']>('phone', 'email', 'whatsapp');

  it('sends only what ProfileUpdate accepts', () => {
    fc.assert(
      fc.property(form, signupMethod, (profile, method) => {
        const locked = LOCKED_FIELD[method];
        // The locked field is the member's own sign-in, as the server gave it: not the admin's input.
        const update = profileSchema(locked, () => TODAY).safeParse({ ...profile, [locked]: '' });
        if (update.success) expectValid(validate, update.data);
      }),
      RUNS,
    );
  });
});

describe('mission', () => {
  const validate = schemaValidator('MissionInput');
  /** Numbers as typed: small, at and past the contract's bounds, huge, unsafe, not numbers. */
  const number = fc.oneof(
    fc.nat({ max: 20_000 }).map(String),
    fc.constantFrom('10000', '10001', '1000', '1001', '1e308', '9007199254740993', ' 7 ', '-1'),
    anyText(12),
  );
  const form: fc.Arbitrary<MissionForm> = fc.record({
    name: fc.oneof(anyText(120), fc.constantFrom('Flu jab', '   ')),
    description: anyText(1100),
    category: fc.constantFrom('1', '2', '3', ''),
    type: fc.constantFrom('VisitBased', 'PointBased', ''),
    pointsReward: number,
    visitLimit: number,
    dueDate: fc.oneof(
      fc.constantFrom('2026-11-23', '2100-12-31', '2101-01-01', '9999-12-31', '2027-02-29'),
      anyText(12),
    ),
  });

  it('sends only what MissionInput accepts, whatever was typed', () => {
    fc.assert(
      fc.property(form, fc.constantFrom('create' as const, 'edit' as const), (typed, mode) => {
        const checked = missionSchema(mode, () => TODAY).safeParse(typed);
        if (checked.success) expectValid(validate, missionInput(typed));
      }),
      RUNS,
    );
  });
});
