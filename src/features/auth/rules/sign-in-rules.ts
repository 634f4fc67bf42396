import { isEmailAddress } from '@/lib/email-address';
export type SignInField = 'email' | 'password';
export type SignInErrors = Partial<
  Record<SignInField, 'emailRequired' | 'emailInvalid' | 'passwordRequired'>
>;

/** Which fields are wrong, as translation keys; an empty object means the form can be sent. */
export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'emailRequired';
  else if (!isEmailAddress(trimmed)) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}
