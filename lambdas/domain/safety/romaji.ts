/**
 * Japanese typed in romaji ("mou shinitai", "kusuri zenbu nonda") read as the hiragana it spells,
 * so the Japanese lexicon's kana entries hear it as they hear a note typed in kana. Hepburn and
 * Kunrei spellings both (shi/si, tsu/tu, chi/ti, fu/hu, ji/zi), doubled consonants as っ, and a
 * syllable-final n as ん. A word is converted only when all of it spells kana, so an English
 * word or an abbreviation inside the note ("pc", "line", "od") stays as written, where the
 * lexicon's Latin entries read it. Written by hand rather than taken from wanakana: only this
 * one direction is needed, over text already lowercased, and wanakana would add 18 KB to each
 * Lambda that detects.
 */

import { SCRIPTS } from './scripts';

const VOWELS = 'aiueo';
/** The kana of each consonant with a, i, u, e, o; a blank where the syllable has no kana. */
const ROWS: Record<string, string> = {
  '': 'あいうえお',
  k: 'かきくけこ',
  s: 'さしすせそ',
  t: 'たちつてと',
  n: 'なにぬねの',
  h: 'はひふへほ',
  m: 'まみむめも',
  y: 'や ゆ よ',
  r: 'らりるれろ',
  w: 'わ   を',
  g: 'がぎぐげご',
  z: 'ざじずぜぞ',
  d: 'だぢづでど',
  b: 'ばびぶべぼ',
  p: 'ぱぴぷぺぽ',
};
/** Syllables spelt with more than one consonant letter, or spelt off their row. */
const SPELLINGS: Record<string, string> = {
  shi: 'し',
  chi: 'ち',
  tsu: 'つ',
  fu: 'ふ',
  ji: 'じ',
  fa: 'ふぁ',
  fi: 'ふぃ',
  fe: 'ふぇ',
  fo: 'ふぉ',
  je: 'じぇ',
  che: 'ちぇ',
  she: 'しぇ',
  ti: 'ち',
  tu: 'つ',
  si: 'し',
  zi: 'じ',
  hu: 'ふ',
};
/** Palatal syllables: kya, sha, cha, ja, and the Kunrei sya, tya, zya, jya. */
const PALATALS: [string, string][] = [
  ['ky', 'き'],
  ['gy', 'ぎ'],
  ['sh', 'し'],
  ['sy', 'し'],
  ['ch', 'ち'],
  ['ty', 'ち'],
  ['cy', 'ち'],
  ['ny', 'に'],
  ['hy', 'ひ'],
  ['my', 'み'],
  ['ry', 'り'],
  ['by', 'び'],
  ['py', 'ぴ'],
  ['jy', 'じ'],
  ['zy', 'じ'],
  ['j', 'じ'],
];
const SMALL_Y: Record<string, string> = { a: 'ゃ', u: 'ゅ', o: 'ょ' };

const syllables = new Map<string, string>();
for (const [consonant, kana] of Object.entries(ROWS))
  [...VOWELS].forEach((vowel, at) => {
    if (kana[at] !== ' ') syllables.set(consonant + vowel, kana[at]!);
  });
for (const [spelling, kana] of Object.entries(SPELLINGS)) syllables.set(spelling, kana);
for (const [consonants, kana] of PALATALS)
  for (const [vowel, small] of Object.entries(SMALL_Y))
    if (!syllables.has(consonants + vowel)) syllables.set(consonants + vowel, kana + small);
const LONGEST = Math.max(...[...syllables.keys()].map((spelling) => spelling.length));

/** Long vowels written with a macron or a circumflex (Tōkyō, dôshite), spelt out first. */
const LONG_VOWELS: Record<string, string> = {
  ā: 'aa',
  â: 'aa',
  ī: 'ii',
  î: 'ii',
  ū: 'uu',
  û: 'uu',
  ē: 'ee',
  ê: 'ee',
  ō: 'ou',
  ô: 'ou',
};

/** A particle standing alone as a word, in the kana it is written with (kyou wa, kore o, ie e). */
const PARTICLES = new Map([
  ['wa', 'は'],
  ['wo', 'を'],
  ['o', 'を'],
  ['e', 'へ'],
]);

/** One word's hiragana, or undefined when some of it spells no kana. */
function wordToHiragana(word: string): string | undefined {
  const particle = PARTICLES.get(word);
  if (particle) return particle;
  let kana = '';
  for (let at = 0; at < word.length;) {
    const letter = word[at]!;
    const next = word[at + 1];
    // A doubled consonant is a small っ before its syllable (matte, zutto, "tch" in matcha); a
    // doubled n or m is a syllable-final ん (minna, sammai), below.
    const doubled = next === letter || letter + next === 'tc';
    if (doubled && !VOWELS.includes(letter) && !'nm'.includes(letter)) {
      kana += 'っ';
      at += 1;
      continue;
    }
    let matched = false;
    for (let length = Math.min(LONGEST, word.length - at); length > 0; length--) {
      const syllable = syllables.get(word.slice(at, at + length));
      if (syllable) {
        kana += syllable;
        at += length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    // n (or m before b, p, m) that starts no syllable is ん: shinde, minna, shimbun.
    if (letter === 'n' || (letter === 'm' && next && 'bpm'.includes(next))) {
      kana += 'ん';
      const afterNext = word[at + 2];
      at += letter === 'n' && next === 'n' && !(afterNext && VOWELS.includes(afterNext)) ? 2 : 1;
      continue;
    }
    return undefined;
  }
  return kana;
}

const withLongVowels = (text: string) =>
  text.replace(/[āâīîūûēêōô]/g, (vowel) => LONG_VOWELS[vowel]!);

/**
 * The share of a note's Latin words that must spell kana whole for it to read as romaji. Japanese
 * typed in romaji reads at 0.8 or more; English and Spanish notes read below it: on the
 * development notes, 2 of 12,005 came to 0.8, and every one of 6,172 Japanese notes written out in
 * romaji reached it.
 */
const ROMAJI_SHARE = 0.8;

/**
 * The Latin words a note in romaji needs to be read as Japanese when none of them is a Japanese
 * marker word ("i hate me" spells kana).
 */
const ROMAJI_MIN_WORDS = 4;

/**
 * Whether a note (a base form) is Japanese typed in romaji: its words spell kana, and there are
 * enough of them, or one is a word only Japanese has (`hasMarkerWord`, asked only when needed).
 */
export function isRomaji(base: string, hasMarkerWord: () => boolean = () => false): boolean {
  const words = romajiWords(base);
  return words >= ROMAJI_MIN_WORDS || (words > 0 && hasMarkerWord());
}

/** How many Latin words the note (a base form) has if it reads as romaji Japanese, else 0. */
export function romajiWords(base: string): number {
  // Japanese itself is no romaji, and nor is Cyrillic with a Latin letter in it (a Ukrainian "i"
  // spells い).
  if (SCRIPTS.japanese.test(base) || SCRIPTS.cyrillic.test(base)) return 0;
  const words =
    withLongVowels(base)
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .match(/[a-z]+/g) ?? [];
  const spelt = words.filter((word) => wordToHiragana(word) !== undefined).length;
  return spelt >= ROMAJI_SHARE * words.length ? words.length : 0;
}

/**
 * The text with each word of at least `shortest` letters that spells kana in hiragana; other words
 * and punctuation as written.
 */
export function romajiToHiragana(text: string, shortest = 1): string {
  return withLongVowels(text).replace(/[a-z]+/g, (word) =>
    word.length >= shortest ? (wordToHiragana(word) ?? word) : word,
  );
}

/**
 * The shortest Latin word read as the kana it spells inside a note in Japanese script ("…って曲
 * ずっとリピしてる kietai kietai"): shorter ones are as often English written among Japanese
 * ("OD", "ok", "lol").
 */
export const ROMAJI_IN_JAPANESE = 4;
