import { parseFlexibleDate } from '@domain/dates';
import type { ProfileTextField, UserProfile } from '@domain/profile';

export type ProfileFormField = ProfileTextField | 'languages';
export type ProfileFormValues = Record<ProfileFormField, string>;

/**
 * The profile in a few short, named sections instead of one long wall: who you are first
 * (what the analysis reads most), then what matters, what brings joy, what weighs.
 */
export const profileSections = {
  about: [
    'displayName',
    'birthDate',
    'age',
    'gender',
    'country',
    'city',
    'occupation',
    'languages',
  ],
  matters: ['goal', 'mainGoal', 'motivation', 'bigDream', 'mainTrait', 'mainResource'],
  joy: [
    'hobbies',
    'favoriteActivities',
    'dislikedActivities',
    'joySources',
    'restWay',
    'favBooksMoviesMusic',
    'activityLevel',
    'pets',
  ],
  weighs: ['fears', 'stressSources', 'habitsToBuild', 'badHabits', 'hasSupport', 'notes'],
} as const satisfies Record<string, readonly ProfileFormField[]>;

export type ProfileSection = keyof typeof profileSections;

/** Every field of the form, section by section. */
export const profileFormFields: readonly ProfileFormField[] = Object.values(profileSections).flat();

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

export type BirthDateProblem = 'unreadable' | 'future';

/** What is wrong with a birth date: empty is fine; unreadable text or a day to come is not. */
export function birthDateProblem(text: string, today: string): BirthDateProblem | undefined {
  if (!text.trim()) return undefined;
  const date = parseFlexibleDate(text);
  if (!date) return 'unreadable';
  return date > today ? 'future' : undefined;
}
