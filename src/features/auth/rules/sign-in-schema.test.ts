import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { signInSchema } from './sign-in-schema';

const RUNS = { numRuns: 1000 };

/** The message of each field's first problem, as the form shows it. */
function messages(email: string, password: string) {
  const found: Record<string, string> = {};
  for (const issue of signInSchema.safeParse({ email, password }).error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

describe('signInSchema', () => {
  it('sends the e-mail without the spaces around it, the password as typed', () => {
    expect(signInSchema.parse({ email: '  admin@londonclinic.example ', password: ' s ' })).toEqual(
      { email: 'admin@londonclinic.example', password: ' s ' },
    );
  });

  it('asks for both fields when empty', () => {
    expect(messages('   ', '')).toEqual({
      email: 'auth:errors.emailRequired',
      password: 'auth:errors.passwordRequired',
    });
  });

  it.each([
    'admin',
    'admin@',
    '@londonclinic.example',
    'admin@londonclinic',
    'a b@londonclinic.example',
  ])('rejects %s as an e-mail', (email) => {
    expect(messages(email, 'secret').email).toBe('auth:errors.emailInvalid');
  });

  it('accepts any e-mail address, with spaces around it, and any password', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.string({ minLength: 1 }),
        fc.constantFrom('', ' ', '\t'),
        (email, password, pad) => {
          const sent = signInSchema.parse({ email: `${pad}${email}${pad}`, password });
          return sent.email === email && sent.password === password;
        },
      ),
      RUNS,
    );
  });

  it('refuses an empty password whatever the e-mail', () => {
    fc.assert(
      fc.property(fc.string(), (email) => {
        return messages(email, '').password === 'auth:errors.passwordRequired';
      }),
      RUNS,
    );
  });
});
