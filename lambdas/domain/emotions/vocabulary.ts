import { languages, tList } from '../i18n';
import type { EmotionEntry } from '../journal';
import { knownFamilies, type Family, type KnownFamily } from './family';
import { foldWord } from './fold';

/**
 * Every word of the four vocabularies (`emotions.words.<family>` in locales/), folded, to its
 * family. One index for all languages: a Ukrainian living in Spain may write in either, and an
 * entry keeps its family when the screen's language changes.
 */
const familyByWord: ReadonlyMap<string, KnownFamily> = new Map(
  languages.flatMap((language) =>
    knownFamilies.flatMap((family) =>
      tList(language, `emotions.words.${family}`).map((word) => [foldWord(word), family] as const),
    ),
  ),
);

/** The family of a word in any of the four languages; `other` for a word outside the vocabulary. */
export const familyOf = (word: string): Family => familyByWord.get(foldWord(word)) ?? 'other';

/** The family an entry was saved or imported with, else the family of its word. */
export const resolveFamily = (entry: Pick<EmotionEntry, 'emotion' | 'family'>): Family =>
  entry.family ?? familyOf(entry.emotion);
