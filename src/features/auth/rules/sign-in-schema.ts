import * as z from 'zod/mini';
import { isEmailAddress } from '@/lib/email-address';

/**
 * The sign-in form: an e-mail (sent without the spaces around it) and a password, both required.
 * Messages are translation keys.
 */
export const signInSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'auth:errors.emailRequired'),
      z.refine(isEmailAddress, 'auth:errors.emailInvalid'),
    ),
  password: z.string().check(z.minLength(1, 'auth:errors.passwordRequired')),
});

export type SignInForm = z.input<typeof signInSchema>;
