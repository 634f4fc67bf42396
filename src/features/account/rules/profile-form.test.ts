import { describe, expect, it } from 'vitest';
import { profileFields, profileFormOf, profileMultipart, profileSchema } from './profile-form';

const errorOf = (fullName: string) => {
  const result = profileSchema.safeParse({ fullName, profilePhoto: null });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the profile form', () => {
  it('starts from the account, with no new photo', () => {
    expect(profileFormOf({ fullName: 'Amelia Clarke' })).toEqual({
      fullName: 'Amelia Clarke',
      profilePhoto: null,
    });
  });

  it('takes names of any script and refuses blank or invalid ones', () => {
    expect(errorOf('Amelia Clarke')).toBeUndefined();
    expect(errorOf('ليلى حداد')).toBeUndefined();
    expect(errorOf("Zoë O'Brien-Nuñez")).toBeUndefined();
    expect(errorOf('   ')).toBe('account:errors.fullNameRequired');
    expect(errorOf('R2-D2')).toBe('account:errors.fullNameInvalid');
    expect(errorOf('Anne--Marie')).toBe('account:errors.fullNameInvalid');
    expect(errorOf('a'.repeat(101))).toBe('account:errors.fullNameInvalid');
  });

  it('sends the trimmed name, and the photo only when one was picked', () => {
    expect(profileFields({ fullName: ' Amelia ', profilePhoto: null })).toEqual({
      fullName: 'Amelia',
    });
    const without = profileMultipart({ fullName: ' Amelia ', profilePhoto: null });
    expect([...without.keys()]).toEqual(['fullName']);
    expect(without.get('fullName')).toBe('Amelia');
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const withPhoto = profileMultipart({ fullName: 'Amelia', profilePhoto: photo });
    expect(withPhoto.get('profilePhoto')).toBeInstanceOf(File);
  });
});
