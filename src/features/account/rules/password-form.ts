/** The password change form: current, new and confirmation, and their rules (zod). */
import * as z from 'zod/mini';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type AccountWords,
  type PasswordProblem,
} from '@/lib/password/password-limits';

export type PasswordForm = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export const EMPTY_PASSWORD_FORM: PasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Judges a new password (the strength rule, once loaded); undefined when it is accepted. */
export type PasswordJudge = (
  password: string,
  account: AccountWords,
) => PasswordProblem | undefined;

const message = (key: string) => `account:errors.${key}`;

/** Length only, until the strength rule has loaded (the server checks it again anyway). */
export const judgeByLength: PasswordJudge = (password) => {
  const length = Array.from(password).length;
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  return undefined;
};

/**
 * The rules, with `judge` deciding the new password's strength for this account: every field is
 * required, the new password is strong enough and differs from the current one, and the
 * confirmation repeats it.
 */
export function passwordSchema(judge: PasswordJudge, account: AccountWords) {
  return z
    .object({
      currentPassword: z.string().check(z.minLength(1, message('currentRequired'))),
      newPassword: z.string().check(
        z.refine((text) => text !== '', { error: message('newRequired'), abort: true }),
        z.superRefine((text, context) => {
          const problem = judge(text, account);
          if (problem) context.addIssue({ code: 'custom', message: message(problem) });
        }),
      ),
      confirmPassword: z.string().check(z.minLength(1, message('confirmRequired'))),
    })
    .check(
      z.superRefine((form, context) => {
        if (form.confirmPassword && form.newPassword !== form.confirmPassword)
          context.addIssue({
            code: 'custom',
            message: message('confirmMismatch'),
            path: ['confirmPassword'],
          });
        if (form.newPassword && form.newPassword === form.currentPassword)
          context.addIssue({
            code: 'custom',
            message: message('sameAsCurrent'),
            path: ['newPassword'],
          });
      }),
    );
}

/** What the change sends (the confirmation stays in the browser). */
export const passwordChange = (form: PasswordForm) => ({
  currentPassword: form.currentPassword,
  newPassword: form.newPassword,
});
