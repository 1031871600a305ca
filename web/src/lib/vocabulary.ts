import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { knownFamilies, type Family, type KnownFamily } from '@domain/emotions/family';
import { foldWord } from '@domain/emotions/fold';

export type FamilyWords = Record<KnownFamily, readonly string[]>;

export interface Vocabulary {
  /** The suggested words of each family in the screen's language, most common first. */
  words: FamilyWords;
  /** A word's family in any language the browser has loaded; `other` outside the vocabulary. */
  familyOf: (word: string) => Family;
}

/**
 * The vocabulary from the catalogs at hand (`emotions.words.<family>`), the screen's language
 * first. Words are compared folded (case, apostrophes, accents, kana) as the server does.
 */
export function vocabularyFrom(
  screen: FamilyWords,
  others: readonly Partial<FamilyWords>[] = [],
): Vocabulary {
  const index = new Map<string, KnownFamily>();
  for (const catalog of [...others, screen]) {
    for (const family of knownFamilies) {
      for (const word of catalog[family] ?? []) index.set(foldWord(word), family);
    }
  }
  return { words: screen, familyOf: (word) => index.get(foldWord(word)) ?? 'other' };
}

const wordsOf = (read: (key: string) => unknown): Partial<FamilyWords> =>
  Object.fromEntries(
    knownFamilies.map((family) => {
      const words = read(`emotions.words.${family}`);
      return [family, Array.isArray(words) ? words : []];
    }),
  );

/** The vocabulary of the screen's language, and of every other language loaded in this visit. */
export function useVocabulary(): Vocabulary {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const read = (lng: string) => (key: string) =>
      i18n.getResource(lng, 'translation', key) as unknown;
    const others = Object.keys(i18n.store.data)
      .filter((lng) => lng !== language)
      .map((lng) => wordsOf(read(lng)));
    return vocabularyFrom(wordsOf(read(language)) as FamilyWords, others);
  }, [i18n, language]);
}

/** The family an entry was saved with, else its word's. */
export const familyOfEntry = (
  entry: { emotion: string; family?: Family },
  vocabulary: Vocabulary,
): Family => entry.family ?? vocabulary.familyOf(entry.emotion);
