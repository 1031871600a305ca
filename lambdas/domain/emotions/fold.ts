/**
 * The form of a word used to tell whether two spellings are the same word: people type the same
 * feeling on different keyboards and phones (a Spanish keyboard without ñ, a Ukrainian phone
 * with ʼ instead of ', half-width katakana, "Тривога!" at the start of a sentence).
 * Kept free of the locale catalogs so the web can use it too.
 */

/** Every apostrophe a Ukrainian word may carry (пам'ять, памʼять, пам’ять, пам`ять, пам´ять). */
const APOSTROPHES = /['`´ʹʻʼʽ‘’′]/g;
/** Diacritics on Latin letters only: Cyrillic й and ї and Japanese dakuten are letters of their own. */
const LATIN_DIACRITICS = /([a-z])[\u0300-\u036f]+/g;
const KATAKANA = /[\u30a1-\u30f6]/g;
/** Hiragana and katakana sit 0x60 apart, letter for letter. */
const KANA_OFFSET = 0x60;
const EDGE_MARKS = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/**
 * Case-insensitive, trimmed, NFKC; the apostrophes folded to one, ё to е, Latin accents and
 * tildes dropped (alegría = alegria, añoranza = anoranza), katakana read as hiragana (イライラ =
 * いらいら); punctuation and emoji around the word dropped, unless the word is made only of them.
 */
export function foldWord(text: string): string {
  const folded = text
    .replace(APOSTROPHES, "'")
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '$1')
    .normalize('NFC')
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - KANA_OFFSET))
    .replace(/\s+/g, ' ')
    .trim();
  return folded.replace(EDGE_MARKS, '') || folded;
}
