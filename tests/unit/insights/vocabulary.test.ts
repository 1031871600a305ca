import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  knownFamilies,
  type Family,
  type KnownFamily,
} from '../../../lambdas/domain/emotions/family';
import { foldWord } from '../../../lambdas/domain/emotions/fold';
import { familyOf, resolveFamily } from '../../../lambdas/domain/emotions/vocabulary';
import { TAG_MAX } from '../../../lambdas/domain/journal';

const languages = ['uk', 'en', 'ja', 'es'] as const;

interface Catalog {
  journal: { suggestions: string[] };
  emotions: { words: Record<KnownFamily, string[]> };
  tags: { everyday: string[]; wartime: string[] };
}

/** Read from the files themselves, not through the code under test. */
const catalogs = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../../locales/${language}.json`), 'utf8'),
    ) as Catalog,
  ]),
) as Record<(typeof languages)[number], Catalog>;

const everyWord = languages.flatMap((language) =>
  knownFamilies.flatMap((family) =>
    catalogs[language].emotions.words[family].map((word) => ({ language, family, word })),
  ),
);

describe('the vocabulary in locales/', () => {
  it.each(languages)('%s has 25–30 words in each family', (language) => {
    for (const family of knownFamilies) {
      const count = catalogs[language].emotions.words[family].length;
      expect({ family, inRange: count >= 25 && count <= 30 }).toEqual({ family, inRange: true });
    }
  });

  it('puts no word in two families, in any language or across languages', () => {
    const familiesOf = new Map<string, Set<string>>();
    for (const { family, word } of everyWord) {
      const key = foldWord(word);
      familiesOf.set(key, (familiesOf.get(key) ?? new Set()).add(family));
    }
    const ambiguous = [...familiesOf].filter(([, found]) => found.size > 1).map(([key]) => key);
    expect(ambiguous).toEqual([]);
  });

  it.each(languages)('%s lists each word once', (language) => {
    const words = knownFamilies.flatMap((family) =>
      catalogs[language].emotions.words[family].map(foldWord),
    );
    expect(words.length - new Set(words).size).toBe(0);
  });

  it.each(languages)('%s: the words of today’s suggestions keep a family', (language) => {
    const outside = catalogs[language].journal.suggestions.filter((w) => familyOf(w) === 'other');
    expect(outside).toEqual([]);
  });

  it.each(languages)('%s: default tags are short and distinct', (language) => {
    const { everyday, wartime } = catalogs[language].tags;
    expect([everyday.length, wartime.length]).toEqual([10, 7]);
    const all = [...everyday, ...wartime];
    expect(all.filter((tag) => tag.length > TAG_MAX || tag !== tag.trim())).toEqual([]);
    expect(new Set(all.map(foldWord)).size).toBe(all.length);
  });
});

describe('familyOf', () => {
  it('maps every word of every language to its own family', () => {
    const wrong = everyWord.filter(({ family, word }) => familyOf(word) !== family);
    expect(wrong).toEqual([]);
  });

  it.each<[string, Family]>([
    // The words people need in wartime, in each language.
    ['тривога', 'stormy'],
    ['страх', 'stormy'],
    ['напруга', 'stormy'],
    ['заціпеніння', 'heavy'],
    ['порожнеча', 'heavy'],
    ['виснаження', 'heavy'],
    ['полегшення', 'calm'],
    ['вдячність', 'calm'],
    ['надія', 'bright'],
    ['anxiety', 'stormy'],
    ['edginess', 'stormy'],
    ['numbness', 'heavy'],
    ['exhaustion', 'heavy'],
    ['relief', 'calm'],
    ['hope', 'bright'],
    ['不安', 'stormy'],
    ['ピリピリ', 'stormy'],
    ['何も感じない', 'heavy'],
    ['ほっとした', 'calm'],
    ['希望', 'bright'],
    ['ansiedad', 'stormy'],
    ['vacío', 'heavy'],
    ['alivio', 'calm'],
    ['esperanza', 'bright'],
  ])('%s → %s', (word, family) => expect(familyOf(word)).toBe(family));

  it.each<[string, Family]>([
    // Case, spaces around and inside, punctuation and emoji around the word.
    ['  Тривога  ', 'stormy'],
    ['ТРИВОГА!', 'stormy'],
    ['Quiet   Joy', 'calm'],
    ['joy 🙂', 'bright'],
    ['«смуток»', 'heavy'],
    // Every apostrophe a Ukrainian keyboard or phone types.
    ["сум'яття", 'stormy'],
    ['сумʼяття', 'stormy'],
    ['сум’яття', 'stormy'],
    ['сум`яття', 'stormy'],
    ['сум´яття', 'stormy'],
    // й is a letter of its own, not и with a mark to drop.
    ['ПРИЙНЯТТЯ', 'calm'],
    ['прииняття', 'other'],
    ['ейфорія', 'bright'],
    // Latin lookalikes inside a Cyrillic word are another word (a known limit).
    ['злiсть', 'other'],
    ['ненавиcть', 'other'],
    // Spanish without accents or ñ, as on a foreign keyboard, and with them in capitals.
    ['alegria', 'bright'],
    ['ALEGRÍA', 'bright'],
    ['anoranza', 'heavy'],
    ['Añoranza', 'heavy'],
    ['desesperacion', 'heavy'],
    ['pánico', 'stormy'],
    // Half-width and full-width forms, katakana and hiragana.
    ['ﾜｸﾜｸ', 'bright'],
    ['わくわく', 'bright'],
    ['いらいら', 'stormy'],
    ['ＪＯＹ', 'bright'],
    // Outside the vocabulary.
    ['', 'other'],
    ['😢', 'other'],
    ['meh', 'other'],
    ['тривога і втома', 'other'],
    ['嬉しい!', 'bright'],
  ])('%j → %s', (word, family) => expect(familyOf(word)).toBe(family));

  it('folds ё to е', () => {
    expect(foldWord('Ёлка')).toBe(foldWord('елка'));
  });
});

describe('resolveFamily', () => {
  it.each<[{ emotion: string; family?: Family }, Family]>([
    [{ emotion: 'радість' }, 'bright'],
    [{ emotion: 'радість', family: 'heavy' }, 'heavy'],
    [{ emotion: 'своє слово', family: 'calm' }, 'calm'],
    [{ emotion: 'своє слово' }, 'other'],
  ])('%j → %s', (entry, family) => expect(resolveFamily(entry)).toBe(family));
});

describe('the forms people type besides the suggestions', () => {
  it.each([
    ['anxious', 'stormy'],
    ['Sad', 'heavy'],
    ['happy', 'bright'],
    ['relieved', 'calm'],
    ['сумна', 'heavy'],
    ['тривожно', 'stormy'],
    ['тревога', 'stormy'],
    ['嬉しい', 'bright'],
    ['疲れた', 'heavy'],
    ['preocupada', 'stormy'],
    ['tranquilo', 'calm'],
  ] as const)('%s → %s', (word, family) => expect(familyOf(word)).toBe(family));

  it('never puts one form in two families of any language', async () => {
    const { languages, emotionStrings } = await import('../../../lambdas/domain/i18n');
    const { t, tList } = emotionStrings;
    const { knownFamilies } = await import('../../../lambdas/domain/emotions/family');
    const { foldWord } = await import('../../../lambdas/domain/emotions/fold');
    for (const language of languages) {
      const seen = new Map<string, string>();
      for (const family of knownFamilies) {
        const words = [
          ...tList(language, `emotions.words.${family}`),
          ...t(language, `emotions.alsoRecognized.${family}`).split(','),
        ]
          .map((w) => foldWord(w.trim()))
          .filter(Boolean);
        for (const word of words) {
          expect(
            { language, word, family: seen.get(word) ?? family },
            `${word} in ${seen.get(word)} and ${family}`,
          ).toEqual({ language, word, family });
          seen.set(word, family);
        }
      }
    }
  });
});
