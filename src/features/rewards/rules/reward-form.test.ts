import { describe, expect, it } from 'vitest';
import { EMPTY_REWARD, rewardMultipart, rewardSchema } from './reward-form';

const valid = { ...EMPTY_REWARD, name: 'Café Voucher', pointsRequired: '200' };
const errors = (form: typeof valid) => {
  const result = rewardSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the reward form', () => {
  it('takes a name of 1-80, a description of up to 500 and whole points from 1 to 1,000,000', () => {
    expect(errors(valid)).toEqual([]);
    expect(errors({ ...valid, pointsRequired: '1000000', description: 'é'.repeat(500) })).toEqual(
      [],
    );
  });

  it('refuses a blank or long name, a long description and points out of range or not whole', () => {
    expect(errors({ ...valid, name: '   ' })).toEqual(['name:rewards:errors.nameRequired']);
    expect(errors({ ...valid, name: 'x'.repeat(81) })).toEqual(['name:rewards:errors.nameTooLong']);
    expect(errors({ ...valid, description: 'x'.repeat(501) })).toEqual([
      'description:rewards:errors.descriptionTooLong',
    ]);
    for (const points of ['0', '1000001', '1.5', '-3', 'abc', ''])
      expect(errors({ ...valid, pointsRequired: points })).toEqual([
        'pointsRequired:rewards:errors.points',
      ]);
  });

  it('sends the fields trimmed, the points as a number and a picked picture as a file', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const data = rewardMultipart({ ...valid, name: ' Café ', image });
    expect(data.get('name')).toBe('Café');
    expect(data.get('pointsRequired')).toBe('200');
    expect(data.get('active')).toBe('true');
    expect(data.get('image')).toBeInstanceOf(File);
    expect(rewardMultipart(valid).has('image')).toBe(false);
  });
});
