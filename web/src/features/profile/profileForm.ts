import { parseFlexibleDate } from '../../../../lambdas/domain/dates';
import {
  profileTextFields,
  type ProfileTextField,
  type UserProfile,
} from '../../../../lambdas/domain/profile';

export type ProfileFormField = ProfileTextField | 'languages';
export type ProfileFormValues = Record<ProfileFormField, string>;

/** The form's fields in SPEC §3 order: languages come right after occupation. */
export const profileFormFields: readonly ProfileFormField[] = profileTextFields.flatMap(
  (field): ProfileFormField[] => (field === 'occupation' ? [field, 'languages'] : [field]),
);

/** Fields where people write sentences rather than a word: a textarea. */
export const longProfileFields: ReadonlySet<ProfileFormField> = new Set([
  'goal',
  'notes',
  'motivation',
  'fears',
  'mainGoal',
  'joySources',
  'stressSources',
  'habitsToBuild',
  'badHabits',
  'favBooksMoviesMusic',
  'bigDream',
]);

export function toFormValues(profile: UserProfile): ProfileFormValues {
  const values = Object.fromEntries(
    profileFormFields.map((field) => [field, field === 'languages' ? '' : (profile[field] ?? '')]),
  ) as ProfileFormValues;
  values.languages = (profile.languages ?? []).join(', ');
  return values;
}

/**
 * The `PUT /api/profile` body: every field, so clearing one clears it on the server; languages
 * stay comma-separated text, which the server splits into its list.
 */
export function toProfileUpdate(values: ProfileFormValues): Record<ProfileFormField, string> {
  return Object.fromEntries(
    profileFormFields.map((field) => [field, values[field].trim()]),
  ) as Record<ProfileFormField, string>;
}

/** A birth date the life counter could not read: empty is fine, unreadable text is not. */
export const isUnreadableBirthDate = (text: string): boolean =>
  text.trim() !== '' && parseFlexibleDate(text) === undefined;
