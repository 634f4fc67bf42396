import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['amelia.clarke@londonclinic.example', "o'neil+desk@a.b", 'x@0.0'])(
    'accepts %s',
    (text) => expect(isEmailAddress(text)).toBe(true),
  );
  // A dot that starts, ends or doubles the local part: the contract's `format: email` refuses it.
  it.each(['.@0.0', '.amelia@a.b', 'amelia.@a.b', 'a..b@a.b', 'amelia@localhost', 'amelia@'])(
    'refuses %s',
    (text) => expect(isEmailAddress(text)).toBe(false),
  );
});
