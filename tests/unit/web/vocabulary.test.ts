import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vocabularyFrom, type FamilyWords } from '@web/lib/vocabulary';

const words = (language: string): FamilyWords =>
  (
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, `../../../locales/${language}.json`), 'utf8'),
    ) as { emotions: { words: FamilyWords } }
  ).emotions.words;

describe('the web vocabulary', () => {
  const uk = vocabularyFrom(words('uk'), [words('en')]);

  it.each([
    ['радість', 'bright'],
    ['Спокій', 'calm'],
    [' тривога! ', 'stormy'],
    ['смуток', 'heavy'],
    ['calm', 'calm'],
    ['anxiety', 'stormy'],
    ['щось своє', 'other'],
  ])('%j belongs to %s', (word, family) => {
    expect(uk.familyOf(word)).toBe(family);
  });

  it('suggests the screen language’s words', () => {
    expect(uk.words.bright[0]).toBe(words('uk').bright[0]);
  });
});
