import { describe, expect, it } from 'vitest';
import { emptyForm, fieldsOf } from './advertisement-form';
import { advertisementSchema, isHttpsLink } from './advertisement-schema';

const valid = {
  ...emptyForm(new Date('2026-11-25T10:20:00Z')),
  title: 'Spring allergy clinic',
  link: 'https://www.londonclinic.example/allergy',
};
const errors = (form: object) => {
  const result = advertisementSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the advertisement form', () => {
  it('starts at the next full hour for 30 days, switched on', () => {
    expect(valid.startsAt).toBe('2026-11-25T11:00:00.000Z');
    expect(valid.endsAt).toBe('2026-12-25T11:00:00.000Z');
    expect(valid.active).toBe(true);
  });

  it('accepts a complete banner', () => {
    expect(errors(valid)).toEqual([]);
  });

  it('needs a title of at most 80 characters', () => {
    expect(errors({ ...valid, title: '   ' })).toEqual([
      'title: advertisements:rules.titleRequired',
    ]);
    expect(errors({ ...valid, title: 'x'.repeat(81) })).toEqual([
      'title: advertisements:rules.titleTooLong',
    ]);
  });

  it('takes https links only', () => {
    expect(errors({ ...valid, link: 'https://' })).toEqual([
      'link: advertisements:rules.linkRequired',
    ]);
    for (const link of ['http://example.com', 'javascript:alert(1)', 'ftp://x', 'www.example.com'])
      expect(errors({ ...valid, link })).toEqual(['link: advertisements:rules.linkHttps']);
    expect(isHttpsLink(' https://www.londonclinic.example/a?b=c ')).toBe(true);
  });

  it('needs the end after the start', () => {
    expect(errors({ ...valid, endsAt: valid.startsAt })).toEqual([
      'endsAt: advertisements:rules.endAfterStart',
    ]);
    expect(errors({ ...valid, startsAt: '' })).toEqual([
      'startsAt: advertisements:rules.startRequired',
    ]);
  });

  it('keeps the schedule within 2000 to 2100, as the contract does', () => {
    expect(errors({ ...valid, endsAt: '9999-12-31T00:00:00.000Z' })).toEqual([
      'endsAt: advertisements:rules.endRequired',
    ]);
    expect(errors({ ...valid, startsAt: '1999-12-31T23:00:00.000Z' })).toEqual([
      'startsAt: advertisements:rules.startRequired',
    ]);
    expect(errors({ ...valid, endsAt: '2100-12-31T23:00:00.000Z' })).toEqual([]);
  });

  it('sends the fields as the contract names them, the picture only when picked', () => {
    expect(fieldsOf({ ...valid, active: false })).toEqual({
      title: 'Spring allergy clinic',
      link: 'https://www.londonclinic.example/allergy',
      startsAt: '2026-11-25T11:00:00.000Z',
      endsAt: '2026-12-25T11:00:00.000Z',
      active: 'false',
    });
  });
});
