import { emotionStrings, languages } from '../i18n';
import type { EmotionEntry } from '../journal';
import { knownFamilies, type Family, type KnownFamily } from './family';
import { foldWord } from './fold';

const { t, tList } = emotionStrings;

/**
 * The words of a family in a language: the suggestions (`emotions.words.<family>`) and the other
 * forms people type for them (`emotions.alsoRecognized.<family>`: adjectives, both genders,
 * kanji and kana spellings, the Russian many of our users write), which are never suggested.
 */
function wordsOf(language: string, family: KnownFamily): string[] {
  const also = t(language, `emotions.alsoRecognized.${family}`)
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return [...tList(language, `emotions.words.${family}`), ...also];
}

/**
 * Every word of the four vocabularies, folded, to its family. One index for all languages: a
 * Ukrainian living in Spain may write in either, and an entry keeps its family when the
 * screen's language changes. Built the first time a word is looked up, not when a Lambda starts:
 * folding the 815 words took 3–4 ms of a cold start, and most saves and every analysis of entries
 * saved with their family never look a word up.
 */
let familyByWord: ReadonlyMap<string, KnownFamily> | undefined;
const familyIndex = () =>
  (familyByWord ??= new Map(
    languages.flatMap((language) =>
      knownFamilies.flatMap((family) =>
        wordsOf(language, family).map((word) => [foldWord(word), family] as const),
      ),
    ),
  ));

/** The family of a word the vocabulary knows; undefined for any other word (the import's rule). */
export function knownFamilyOf(word: string): KnownFamily | undefined {
  return familyIndex().get(foldWord(word));
}

/** The family of a word in any of the four languages; `other` for a word outside the vocabulary. */
export const familyOf = (word: string): Family => knownFamilyOf(word) ?? 'other';

/**
 * The family an entry was saved or imported with, else the family of its word (`familyOfWord`:
 * a memoized `familyOf` where one call reads years of entries).
 */
export const resolveFamily = (
  entry: Pick<EmotionEntry, 'emotion' | 'family'>,
  familyOfWord: (word: string) => Family = familyOf,
): Family => entry.family ?? familyOfWord(entry.emotion);

/** An entry with its word's family recorded, when the word is in the vocabulary. */
export function withFamily<T extends Pick<EmotionEntry, 'emotion' | 'family'>>(entry: T): T {
  if (entry.family) return entry;
  const family = familyOf(entry.emotion);
  return family === 'other' ? entry : { ...entry, family };
}
