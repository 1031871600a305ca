import type { Family } from '../emotions/family';

/**
 * Daylio's five mood groups, 1 (best) to 5 (worst): every mood, predefined or the user's own,
 * belongs to one (`mood_group_id` in a backup). Daylio records no energy, so the unpleasant groups
 * go to `heavy`, and `meh` to `other`, with no intensity: it says nothing of how strongly.
 */
export type DaylioMoodGroup = 1 | 2 | 3 | 4 | 5;

const groupFeelings: Record<DaylioMoodGroup, { family: Family; intensity?: number }> = {
  1: { family: 'bright', intensity: 5 },
  2: { family: 'calm', intensity: 3 },
  3: { family: 'other' },
  4: { family: 'heavy', intensity: 3 },
  5: { family: 'heavy', intensity: 5 },
};

export const feelingOfGroup = (group: DaylioMoodGroup) => groupFeelings[group];

/** The predefined moods by `predefined_name_id`, as a backup names them (English keys). */
export const predefinedMoodNames: Record<DaylioMoodGroup, string> = {
  1: 'rad',
  2: 'good',
  3: 'meh',
  4: 'bad',
  5: 'awful',
};

/**
 * A CSV names moods only in the app's language. These are the names of the five predefined moods
 * as found in public Daylio CSV tools: English (every parser), Italian and German (DaylioTools,
 * github.com/Belluxx/DaylioTools). The Ukrainian, Russian, Spanish and Japanese names could not be
 * confirmed from any public source, so they are not guessed: such a mood goes through our own
 * vocabulary like any renamed mood.
 */
const predefinedNamesByLanguage: Record<string, readonly [string, string, string, string, string]> =
  {
    en: ['rad', 'good', 'meh', 'bad', 'awful'],
    it: ['ottimo', 'buono', 'così così', 'male', 'terribile'],
    de: ['super', 'gut', 'ok', 'schlecht', 'einfach scheiße'],
  };

const groupByPredefinedName = new Map<string, DaylioMoodGroup>(
  Object.values(predefinedNamesByLanguage).flatMap((names) =>
    names.map((name, i) => [name, (i + 1) as DaylioMoodGroup] as const),
  ),
);

/** The group of a predefined mood's name in any language above, case and spacing aside. */
export const groupOfPredefinedName = (name: string): DaylioMoodGroup | undefined =>
  groupByPredefinedName.get(name.trim().replace(/\s+/g, ' ').toLocaleLowerCase());
