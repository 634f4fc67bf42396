import { describe, expect, it } from 'vitest';
import { staffFields, staffSchema } from './staff-form';

const errors = (form: object) =>
  staffSchema
    .safeParse(form)
    .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('a new staff account', () => {
  it('needs a name, a valid e-mail and one of the four roles', () => {
    expect(errors({ fullName: ' ', email: '', role: 'front-desk' })).toEqual([
      'fullName: staff:errors.nameRequired',
      'email: staff:errors.emailRequired',
    ]);
    expect(errors({ fullName: 'Grace', email: 'grace@', role: 'front-desk' })).toEqual([
      'email: staff:errors.emailInvalid',
    ]);
    expect(errors({ fullName: 'x'.repeat(101), email: 'a@b.co', role: 'auditor' })).toEqual([
      'fullName: staff:errors.nameTooLong',
    ]);
    expect(errors({ fullName: 'Grace', email: 'a@b.co', role: 'owner' })).toHaveLength(1);
    expect(errors({ fullName: 'Grace', email: 'a@b.co', role: 'administrator' })).toEqual([]);
  });
  it('sends the name and e-mail trimmed', () => {
    expect(staffFields({ fullName: ' Grace Okafor ', email: ' g@x.co ', role: 'auditor' })).toEqual(
      {
        fullName: 'Grace Okafor',
        email: 'g@x.co',
        role: 'auditor',
      },
    );
  });
});
