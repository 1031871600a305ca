import * as z from 'zod/mini';
import { contract } from './contract';
import { parseFlexibleDate } from './dates';

/** The profile's text fields (SPEC §3), in the order the profile screen shows them. */
export const profileTextFields = [
  'displayName',
  'birthDate',
  'age',
  'gender',
  'country',
  'city',
  'occupation',
  'goal',
  'notes',
  'hobbies',
  'favoriteActivities',
  'dislikedActivities',
  'motivation',
  'fears',
  'mainGoal',
  'joySources',
  'stressSources',
  'habitsToBuild',
  'badHabits',
  'favBooksMoviesMusic',
  'restWay',
  'activityLevel',
  'pets',
  'hasSupport',
  'mainResource',
  'mainTrait',
  'bigDream',
] as const;

export type ProfileTextField = (typeof profileTextFields)[number];
export type UserProfile = Partial<Record<ProfileTextField, string>> & { languages?: string[] };

export const PROFILE_FIELD_MAX = 500;
export const PROFILE_NOTES_MAX = 2000;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Splits "Ukrainian, English ,  " into ["Ukrainian", "English"]. */
export function splitLanguages(input: string | string[]): string[] {
  const parts = Array.isArray(input) ? input : input.split(',');
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** `PUT /api/profile`: every field optional, languages as a list or comma-separated text. */
export const profileUpdateSchema = z.strictObject({
  ...Object.fromEntries(
    profileTextFields.map((field) => [
      field,
      z.optional(text(field === 'notes' ? PROFILE_NOTES_MAX : PROFILE_FIELD_MAX)),
    ]),
  ),
  languages: z.pipe(
    z.optional(
      z.union([
        z.string().check(z.maxLength(PROFILE_FIELD_MAX)),
        z.array(z.string().check(z.maxLength(100))).check(z.maxLength(30)),
      ]),
    ),
    z.transform((value) => (value === undefined ? undefined : splitLanguages(value))),
  ),
}) as unknown as z.ZodMiniType<UserProfile>;

const nameAliases = ['displayName', 'name', 'firstName', 'fullName'] as const;
const birthDateAliases = [
  'birthDate',
  'birthday',
  'birthdate',
  'dateOfBirth',
  'dob',
  'bday',
] as const;

function firstText(raw: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** The birth date from any of the names older records use, as `yyyy-MM-dd`. */
export function birthDateOf(raw: Record<string, unknown>): string | undefined {
  for (const key of birthDateAliases) {
    const date = parseFlexibleDate(raw[key]);
    if (date) return date;
  }
  return undefined;
}

/**
 * A stored profile as the app uses it: the name read from displayName, name, firstName or
 * fullName; languages always a list; unknown and empty fields dropped.
 */
export function normalizeProfile(raw: Record<string, unknown> | undefined): UserProfile {
  if (!raw) return {};
  const profile: UserProfile = {};
  for (const field of profileTextFields) {
    const value = raw[field];
    if (typeof value === 'string' && value.trim()) profile[field] = value.trim();
  }
  const displayName = firstText(raw, nameAliases);
  if (displayName) profile.displayName = displayName;
  const birthText = firstText(raw, birthDateAliases);
  if (birthText && !profile.birthDate) profile.birthDate = birthText;
  const languages = raw.languages;
  if (typeof languages === 'string' || Array.isArray(languages)) {
    const list = splitLanguages(
      Array.isArray(languages)
        ? languages.filter((l): l is string => typeof l === 'string')
        : languages,
    );
    if (list.length) profile.languages = list;
  }
  return profile;
}

/**
 * The profile after an import: every field the user already filled stays as they wrote it; the
 * file fills only the fields still empty. Into an empty account the file's profile comes back
 * whole; into a used one nothing the user wrote is overwritten.
 */
export function fillMissingProfile(current: UserProfile, imported: UserProfile): UserProfile {
  const filled: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(imported)) {
    if (filled[field] === undefined && value !== undefined) filled[field] = value;
  }
  return filled as UserProfile;
}

/** The day of life, counting the birth date as day 1; `undefined` before birth or without a date. */
export function lifeDayNumber(birthDate: string, today: string): number | undefined {
  const birth = parseFlexibleDate(birthDate);
  if (!birth || birth > today) return undefined;
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(by, bm - 1, bd)) / 86_400_000) + 1;
}

/** The profile as the API answers it: every text field optional, languages a list. */
export const profileSchema = z.strictObject({
  ...Object.fromEntries(profileTextFields.map((field) => [field, z.optional(z.string())])),
  languages: z.optional(z.array(z.string())),
}) as unknown as z.ZodMiniType<UserProfile>;

export const profileContracts = {
  get: contract({ response: z.strictObject({ profile: profileSchema }) }),
  put: contract({
    body: profileUpdateSchema,
    response: z.strictObject({ profile: profileSchema }),
  }),
};
