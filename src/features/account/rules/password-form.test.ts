import { describe, expect, it } from 'vitest';
import {
  EMPTY_PASSWORD_FORM,
  judgeByLength,
  passwordChange,
  passwordSchema,
  type PasswordForm,
} from './password-form';
import { accountWords, passwordProblem, passwordScore } from '@/lib/password/password-rule';

const OMAR = { fullName: 'Omar Haddad', email: 'omar.haddad@londonclinic.example' };
const strict = passwordSchema(passwordProblem, OMAR);

function errorsOf(form: Partial<PasswordForm>, schema = strict) {
  const result = schema.safeParse({ ...EMPTY_PASSWORD_FORM, ...form });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const GOOD = 'lantern-orchid-47-quay';

describe('the password rule', () => {
  it('scores from 0 to 4 and wants 3', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('password')).toBe(0);
    expect(passwordScore(GOOD)).toBe(4);
    expect(passwordProblem(GOOD)).toBeUndefined();
  });

  it('refuses short, long and easily guessed passwords with their reason', () => {
    expect(passwordProblem('Xq7!pz')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
    expect(passwordProblem('password123')).toBe('tooWeak');
    expect(passwordProblem('qwertyuiop123')).toBe('tooWeak');
  });

  it("treats the account's name and e-mail as guesses", () => {
    expect(accountWords(OMAR)).toEqual(
      expect.arrayContaining(['omar haddad', 'omar', 'haddad', 'londonclinic']),
    );
    expect(passwordProblem('londonclinic2026!')).toBeUndefined();
    expect(passwordProblem('londonclinic2026!', OMAR)).toBe('tooWeak');
  });
});

describe('the password form', () => {
  it('accepts a strong new password, confirmed, different from the current one', () => {
    expect(
      errorsOf({ currentPassword: 'old-password', newPassword: GOOD, confirmPassword: GOOD }),
    ).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf({})).toEqual({
      currentPassword: 'account:errors.currentRequired',
      newPassword: 'account:errors.newRequired',
      confirmPassword: 'account:errors.confirmRequired',
    });
  });

  it('explains a weak or short new password, a mismatch and a reused password', () => {
    expect(errorsOf({ currentPassword: 'a', newPassword: 'password123' }).newPassword).toBe(
      'account:errors.tooWeak',
    );
    expect(errorsOf({ currentPassword: 'a', newPassword: 'short' }).newPassword).toBe(
      'account:errors.tooShort',
    );
    expect(
      errorsOf({ currentPassword: 'a', newPassword: GOOD, confirmPassword: `${GOOD}!` })
        .confirmPassword,
    ).toBe('account:errors.confirmMismatch');
    expect(
      errorsOf({ currentPassword: GOOD, newPassword: GOOD, confirmPassword: GOOD }).newPassword,
    ).toBe('account:errors.sameAsCurrent');
  });

  it('checks only the length until the strength rule has loaded', () => {
    const early = passwordSchema(judgeByLength, OMAR);
    expect(
      errorsOf(
        { currentPassword: 'a', newPassword: 'password123', confirmPassword: 'password123' },
        early,
      ),
    ).toEqual({});
    expect(errorsOf({ currentPassword: 'a', newPassword: 'short' }, early).newPassword).toBe(
      'account:errors.tooShort',
    );
  });

  it('sends the current and the new password, never the confirmation', () => {
    expect(
      passwordChange({ currentPassword: 'a', newPassword: GOOD, confirmPassword: GOOD }),
    ).toEqual({ currentPassword: 'a', newPassword: GOOD });
  });
});
