export type SignInField = 'email' | 'password';
export type SignInErrors = Partial<
  Record<SignInField, 'emailRequired' | 'emailInvalid' | 'passwordRequired'>
>;

// The shape browsers accept for type="email" (WHATWG), which the contract's `format: email` also accepts.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Which fields are wrong, as translation keys; an empty object means the form can be sent. */
export function validateSignIn(email: string, password: string): SignInErrors {
  const errors: SignInErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'emailRequired';
  else if (!EMAIL.test(trimmed)) errors.email = 'emailInvalid';
  if (!password) errors.password = 'passwordRequired';
  return errors;
}
