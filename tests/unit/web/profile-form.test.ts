import { describe, expect, it } from 'vitest';
import { profileTextFields } from '../../../lambdas/domain/profile';
import {
  isUnreadableBirthDate,
  profileFormFields,
  toFormValues,
  toProfileUpdate,
} from '../../../web/src/features/profile/profileForm';

describe('profile form', () => {
  it('shows every profile field once, languages right after occupation', () => {
    expect(new Set(profileFormFields).size).toBe(profileTextFields.length + 1);
    const occupation = profileFormFields.indexOf('occupation');
    expect(profileFormFields[occupation + 1]).toBe('languages');
  });

  it('shows languages joined and sends them as text, every field trimmed', () => {
    const values = toFormValues({ displayName: 'Олена', languages: ['Ukrainian', 'English'] });
    expect(values.languages).toBe('Ukrainian, English');
    expect(values.city).toBe('');
    const update = toProfileUpdate({ ...values, city: '  Львів ' });
    expect(update).toMatchObject({
      displayName: 'Олена',
      city: 'Львів',
      languages: 'Ukrainian, English',
    });
    expect(Object.keys(update)).toHaveLength(profileFormFields.length);
  });

  it.each([
    ['', false],
    ['15.03.1990', false],
    ['1990-03-15', false],
    ['15/03/90', false],
    ['31.02.1990', true],
    ['someday', true],
  ])('birth date %j unreadable: %s', (text, unreadable) => {
    expect(isUnreadableBirthDate(text)).toBe(unreadable);
  });
});
