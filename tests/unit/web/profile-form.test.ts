import { describe, expect, it } from 'vitest';
import { profileTextFields } from '@domain/profile';
import {
  birthDateProblem,
  profileSections,
  profileFormFields,
  toFormValues,
  toProfileUpdate,
} from '@web/features/profile/profileForm';

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
    ['', undefined],
    ['15.03.1990', undefined],
    ['1990-03-15', undefined],
    ['15/03/90', undefined],
    ['2026-05-05', undefined],
    ['31.02.1990', 'unreadable'],
    ['someday', 'unreadable'],
    ['2026-05-06', 'future'],
    ['01.01.2090', 'future'],
  ])('birth date %j on 2026-05-05: %s', (text, problem) => {
    expect(birthDateProblem(text, '2026-05-05')).toBe(problem);
  });

  it('puts every field in exactly one named section', () => {
    const all = Object.values(profileSections).flat();
    expect(all).toHaveLength(profileFormFields.length);
    expect(new Set(all)).toEqual(new Set([...profileTextFields, 'languages']));
  });
});
