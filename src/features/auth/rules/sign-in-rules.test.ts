import { describe, expect, it } from 'vitest';
import { validateSignIn } from './sign-in-rules';

describe('validateSignIn', () => {
  it('accepts an e-mail and a password', () => {
    expect(validateSignIn('admin@londonclinic.example', 'secret')).toEqual({});
  });

  it('ignores spaces around the e-mail', () => {
    expect(validateSignIn('  admin@londonclinic.example ', 'secret')).toEqual({});
  });

  it('asks for both fields when empty', () => {
    expect(validateSignIn('   ', '')).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it.each([
    'admin',
    'admin@',
    '@londonclinic.example',
    'admin@londonclinic',
    'a b@londonclinic.example',
  ])('rejects %s as an e-mail', (email) => {
    expect(validateSignIn(email, 'secret').email).toBe('emailInvalid');
  });
});
