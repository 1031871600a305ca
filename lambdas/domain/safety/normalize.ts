/**
 * Normalisation for the crisis detector. A note is read three ways ("views"), each shaped so
 * that one lexicon entry matches every spelling people really use:
 *
 * - `latin` (English, Spanish): lowercase, accents folded, apostrophes dropped, leetspeak inside
 *   words undone ("su1c1de"), doubled letters squeezed ("killl", "nooooo", "kill" → "kil").
 * - `slavic` (Ukrainian, Russian, surzhyk): Cyrillic folded onto one skeleton (ї/і/и/ы/й → и,
 *   є/э/ё → е, ґ/г/х → х, щ → ш, soft signs dropped, "тс" → "ц"), and Latin transliteration
 *   ("ne hochu zhyty", "ubit sebya") carried onto the same skeleton, so a Cyrillic entry matches it.
 * - `ja`: full-width/half-width folded (NFKC), katakana → hiragana, long-vowel marks and spaces
 *   dropped; kanji stay (the lexicon expands kanji to their kana readings instead).
 *
 * Emoji that carry meaning become private-use tokens shared by every lexicon (see `EMOJI`).
 * Lexicon patterns are folded by the same functions as the text, so they are written in plain
 * spelling and cannot drift from the normalisation.
 */

import { ROMAJI_IN_JAPANESE, romajiToHiragana } from './romaji';
import { SCRIPTS } from './scripts';

/** One private-use character per meaning; lexicons put them in their concept lists. */
export const EMOJI = {
  death: '\uE000',
  blade: '\uE001',
  blood: '\uE002',
  pill: '\uE003',
  rope: '\uE004',
  gun: '\uE005',
  train: '\uE006',
  /** Laughter after a threat: "I'll hang myself 😂" is a joke. */
  laugh: '\uE007',
  /** A song: a line quoted with 🎶 is its words, not the writer's. */
  music: '\uE008',
} as const;

const emojiMeanings: [string[], string][] = [
  [['🪦', '⚰', '⚱', '💀', '☠', '😵', '✝'], EMOJI.death],
  [['🔪', '🗡', '🪒'], EMOJI.blade],
  [['🩸'], EMOJI.blood],
  [['💊'], EMOJI.pill],
  [['🪢'], EMOJI.rope],
  [['🔫'], EMOJI.gun],
  [['🚆', '🚂', '🚇', '🚄', '🚅', '🚈', '🚊', '🛤'], EMOJI.train],
  [['😂', '🤣', '😆', '😹', '😝', '🤪'], EMOJI.laugh],
  [['🎵', '🎶', '🎤', '🎧', '🎼'], EMOJI.music],
];
const emojiToken = new Map(
  emojiMeanings.flatMap(([emoji, token]) => emoji.map((e) => [e, ` ${token} `] as const)),
);
const emojiPattern = new RegExp(
  `${[...emojiToken.keys()].join('|')}|(?<![a-z])x[_.]x(?![a-z])`,
  'gu',
);

export { SCRIPTS };

/** Marks the edge between two sentences inside a view; gaps in patterns never cross it. */
export const BARRIER = '¦';
/**
 * Stands where a lexicon's mask blanked words. Masks run before rules, so a rule that must know
 * words were there reads this mark: "247 днів без порізів. було." keeps its streak once the
 * denial "без порізів" is blanked.
 */
export const BLANK = '∅';

const apostrophes = /['’ʼ`´‘ʻ′]/g;
/**
 * Private-use characters, the barrier and the blank are the detector's own; a note cannot carry
 * them.
 */
const reserved = new RegExp(`[\\uE000-\\uF8FF${BARRIER}${BLANK}]`, 'g');

/**
 * Skulls in a row are laughter ("I'm dead 💀💀": died laughing), not death: all 19 notes of the
 * development sets with two or more were quiet, each a joke about a shame or a test.
 */
const skullsInARow = /💀(?:\s*💀)+/gu;

function mapEmoji(text: string): string {
  return text
    .replace(reserved, ' ')
    .replace(skullsInARow, ` ${EMOJI.laugh} `)
    .replace(emojiPattern, (emoji) => emojiToken.get(emoji) ?? ` ${EMOJI.death} `);
}

const cyrillicLetter = /[\u0400-\u04ff]/;
const latinLetter = /[a-z]/;

/** Latin letters that look like Cyrillic ones, as people mix them to dodge filters or by layout. */
const latinToCyrillicLookAlike: Record<string, string> = {
  a: 'а',
  b: 'в',
  c: 'с',
  e: 'е',
  h: 'н',
  i: 'і',
  k: 'к',
  m: 'м',
  n: 'п',
  o: 'о',
  p: 'р',
  t: 'т',
  u: 'и',
  x: 'х',
  y: 'у',
  '0': 'о',
  '3': 'з',
  '4': 'ч',
  '6': 'б',
};
const cyrillicToLatinLookAlike: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  е: 'e',
  н: 'h',
  і: 'i',
  к: 'k',
  м: 'm',
  о: 'o',
  р: 'p',
  т: 't',
  х: 'x',
  у: 'y',
};

/**
 * A word written in both scripts is read as Cyrillic if it holds a Cyrillic letter that looks like
 * no Latin one ("ceбe"), as Latin if it holds a Latin letter that looks like no Cyrillic one
 * ("kіll"), and otherwise in the script most of its letters belong to.
 */
function resolveMixedScript(word: string): string {
  let cyrillic = 0;
  let latin = 0;
  let surelyCyrillic = false;
  let surelyLatin = false;
  for (const char of word) {
    if (cyrillicLetter.test(char)) {
      cyrillic++;
      surelyCyrillic ||= !(char in cyrillicToLatinLookAlike);
    } else if (latinLetter.test(char)) {
      latin++;
      surelyLatin ||= !(char in latinToCyrillicLookAlike);
    }
  }
  if (cyrillic === 0) return word;
  const asCyrillic = surelyCyrillic || (!surelyLatin && cyrillic >= latin);
  if (asCyrillic)
    return word.replace(
      /[a-z]|(?<=\p{L})[0346](?=\p{L})/gu,
      (char) => latinToCyrillicLookAlike[char] ?? char,
    );
  return word.replace(/\p{Script=Cyrillic}/gu, (char) => cyrillicToLatinLookAlike[char] ?? char);
}

/** A Cyrillic letter touching a Latin letter or a digit: a word where look-alikes may hide. */
const scriptsTouch = /[\u0400-\u04ff][a-z0-9]|[a-z0-9][\u0400-\u04ff]/;

/**
 * The form every view starts from: lowercase, NFKC (full-width and half-width forms), emoji as
 * tokens, apostrophes dropped, mixed-script words resolved. Punctuation is kept for sentences.
 */
export function baseForm(text: string): string {
  const form = mapEmoji(text.normalize('NFKC').toLowerCase()).replace(apostrophes, '');
  return scriptsTouch.test(form) ? form.replace(/[\p{L}\p{N}]+/gu, resolveMixedScript) : form;
}

/*
 * Explicit ranges (Latin, Cyrillic, kana, CJK, the private-use tokens) rather than Unicode
 * property classes: the detector runs on every save, and property classes are several times
 * slower. Letters of other scripts are of no use to any lexicon.
 */
// Not "odd": squeezed it would read "od", an overdose ("That was odd" flagged one).
const squeezeLetters = (text: string) =>
  text.replace(/(?<!\bo(?=dd\b))([a-z\u00C0-\u024F\u0400-\u04FF])\1+/g, '$1');
const punctuationToSpace = (text: string) =>
  text
    .replace(
      /[^a-z0-9\u00C0-\u024F\u0400-\u04FF\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uE000-\uF8FF¦]+/g,
      ' ',
    )
    .trim();

const foldLatinAccents = (text: string) =>
  text.replace(/[\u00C0-\u024F]/g, (char) => char.normalize('NFD').replace(/\p{M}/gu, ''));

const leetspeak: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** Latin-script letters of a (pattern or text) string, folded; regex syntax is left untouched. */
export function foldLatin(text: string): string {
  return squeezeLetters(foldLatinAccents(text.replace(apostrophes, '')));
}

const cyrillicFolds: Record<string, string> = {
  ё: 'е',
  є: 'е',
  э: 'е',
  ї: 'и',
  і: 'и',
  ы: 'и',
  й: 'и',
  ґ: 'х',
  г: 'х',
  щ: 'ш',
  ь: '',
  ъ: '',
};

/** Cyrillic folded onto the detector's skeleton; Latin and regex syntax are left untouched. */
export function foldCyrillic(text: string): string {
  return squeezeLetters(
    text
      .replace(apostrophes, '')
      .replace(/[ёєэїіыйґгщьъ]/g, (char) => cyrillicFolds[char]!)
      .replace(/тс/g, 'ц')
      .replace(/ие/g, 'е')
      // spoken Russian's «нету» is «нет»: «выхода нету», «мыслей таких нету»
      .replace(/(?<![а-я])нету(?![а-я])/g, 'нет'),
  );
}

/** Casual Latin transliteration of Ukrainian and Russian, longest spellings first. */
const translitPairs: [string, string][] = [
  ['shch', 'ш'],
  ['sch', 'ш'],
  ['sh', 'ш'],
  ['zh', 'ж'],
  ['ch', 'ч'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ia', 'я'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['iu', 'ю'],
  ['ye', 'е'],
  ['je', 'е'],
  ['ie', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'й'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  // "w" is ш as chat Russian types it ("xorowo", "wkola"); в is written "v"
  ['w', 'ш'],
  ['x', 'х'],
  ['y', 'и'],
  ['z', 'з'],
];
const translitTable = new Map(translitPairs);
const translitPattern = new RegExp(translitPairs.map(([latin]) => latin).join('|'), 'g');

/**
 * "4" for ч and "6" for ш inside a Latin word, as chat Russian types them ("4to", "ho4u",
 * "6kola"); not a time, a dose or a size ("4am", "6mg", "4th", "24h").
 */
const digitLetters =
  /(?<=[a-z])[46](?![0-9])|(?<![0-9])[46](?=[a-z])(?!(?:am|pm|h|th|st|nd|rd|k|g|x|d|m|kg|km|mg|ml|mm|cm|l|min|sec)\b)/g;

/** A Latin word read as transliterated Ukrainian or Russian, in Cyrillic. */
export function transliterate(word: string): string {
  return word
    .replace(digitLetters, (digit) => (digit === '4' ? 'ч' : 'ш'))
    .replace(translitPattern, (latin) => translitTable.get(latin) ?? latin);
}

const leetInsideWord = /(?<=[a-z])[013457@$](?=[a-z013457@$]*[a-z])/g;

/**
 * Spanish as people type it on a phone, written out: "q"/"k" for "que", "pa" for "para", "xq" for
 * "porque", "aki" for "aquí", "kiero"/"kisiera"/"keria" for "quiero"/"quisiera"/"quería". Folded
 * once in the view, not spelled out in every pattern: a pattern with three spellings of its one
 * word has no literal the detector can look for first, and runs on every note. No English pattern
 * reads these words ("k" for "okay" becomes "que", which English never looks for).
 */
const textedWords: Record<string, string> = {
  q: 'que',
  k: 'que',
  pa: 'para',
  xq: 'porque',
  pq: 'porque',
  xk: 'porque',
  porq: 'porque',
  aki: 'aqui',
};
/**
 * Scots (and Ulster) spellings, written out in English the same way: "cannae", "dinnae", "wasnae"
 * for "can't", "don't", "wasn't"; "naebody", "oot", "aboot", "whit", "masel" for "nobody", "out",
 * "about", "what", "myself"; "auld", "dae", "afore" for "old", "do", "before". Without them every
 * English pattern of a negation, a way out, "what's the point" or "the old thoughts are back" would
 * need a Scots twin. Keys and values are in the view's squeezed spelling ("cannae" is read "canae",
 * "oot" "ot"); none is a Spanish word.
 */
const scotsWords: Record<string, string> = {
  canae: 'cant',
  dinae: 'dont',
  didnae: 'didnt',
  doesnae: 'doesnt',
  wasnae: 'wasnt',
  wisnae: 'wasnt',
  isnae: 'isnt',
  wouldnae: 'wouldnt',
  couldnae: 'couldnt',
  shouldnae: 'shouldnt',
  havenae: 'havent',
  hasnae: 'hasnt',
  wilnae: 'wont',
  naebody: 'nobody',
  naeone: 'noone',
  nae: 'no',
  ot: 'out',
  abot: 'about',
  whit: 'what',
  whits: 'whats',
  masel: 'myself',
  auld: 'old',
  dae: 'do',
  afore: 'before',
  hame: 'home',
  gonae: 'gona',
  wantae: 'wana',
  tae: 'to',
};
const writtenOut: Record<string, string> = { ...textedWords, ...scotsWords };
const writtenOutWord = new RegExp(`\\b(?:${Object.keys(writtenOut).join('|')})\\b`, 'g');
/** "kiero", "kisiera", "keria": a texted "qu" before ie, is, er. */
const textedQu = /\bk(?=ie|is|er)/g;

/** English/Spanish form of base-form text. */
export function latinForm(base: string): string {
  return squeezeLetters(
    punctuationToSpace(
      foldLatinAccents(base).replace(leetInsideWord, (char) => leetspeak[char] ?? char),
    ),
  )
    .replace(writtenOutWord, (word) => writtenOut[word]!)
    .replace(textedQu, 'qu');
}

/** Ukrainian/Russian form of base-form text: Cyrillic and transliteration on one skeleton. */
export function slavicForm(base: string): string {
  return foldCyrillic(punctuationToSpace(transliterate(foldLatinAccents(base))));
}

/**
 * Ukrainian and Russian words too common to mean anything but that a note is written in one of
 * them, and too long to be an English or Spanish word once transliterated ("ni", "mi", "ti" are;
 * so are "был" as "bill", "быть" as "bit", "він" as "win", "яке" as "Jake").
 */
const SLAVIC_FUNCTION_WORDS =
  'не мене мені мне меня себе себя тебе тебя що что чтобы щоб якщо это этого этот цей цього так все вже уже дуже очень навіть даже був була було была буде будет бути коли когда как який яка які тільки только теж тоже моя моє моё мою мої свою свої його него вона вони они тут зараз сейчас тепер теперь потім потом сьогодні сегодня завтра вчора вчера ещё потому тому просто нема немає нет нічого ничего ніхто никто від через після после без хочу можу могу знаю кажу можна треба надо';
let slavicFunctionWords: Set<string> | undefined;
/** The share of function words a Latin note needs to read as transliterated Ukrainian or Russian. */
const TRANSLITERATION_SHARE = 0.04;

/**
 * Whether a note (a base form) in Latin script alone is transliterated Ukrainian or Russian: at
 * least one in twenty-five of its words is a Slavic function word once read in the Slavic view.
 * None of the 12,005 English and Spanish development notes reads so; 93% of the Ukrainian and
 * Russian ones written out in Latin letters do (the rest name none of these words).
 */
export function isTransliteratedSlavic(base: string): boolean {
  if (!SCRIPTS.latin.test(base) || SCRIPTS.cyrillic.test(base) || SCRIPTS.japanese.test(base))
    return false;
  slavicFunctionWords ??= new Set(slavicForm(SLAVIC_FUNCTION_WORDS).split(' '));
  const words = slavicForm(base).split(' ');
  let found = 0;
  for (const word of words) if (slavicFunctionWords.has(word)) found++;
  return found > 0 && found >= TRANSLITERATION_SHARE * words.length;
}

const katakana = /[\u30A1-\u30F6]/g;

/**
 * Katakana to hiragana (「タヒ」 to 死), long-vowel marks dropped, runs of 3+ squeezed. A run of
 * parentheses is left alone: the Japanese patterns are folded by this function too, and a pattern
 * may open or close three groups at once (a note's parentheses are dropped from its view anyway).
 */
export function foldKana(text: string): string {
  return (
    text
      // 「タヒ」 is 死 as the web writes it to slip past filters (「タヒにたい」); Tahiti stays
      .replace(/タヒ(?!チ)/g, '死')
      .replace(katakana, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60))
      // ぢ and づ sound as じ and ず, and romaji spells them so (tsuzukenai for 続けない)
      .replace(/ぢ/g, 'じ')
      .replace(/づ/g, 'ず')
      .replace(/[ー〜～・]/g, '')
      .replace(/([^()])\1{2,}/gu, '$1')
  );
}

/**
 * Japanese form of base-form text: no word boundaries, so punctuation and spaces go. A note with
 * no Japanese script is romaji (the Japanese lexicon reads it only when its words say so), read
 * as the kana it spells; in a note in Japanese script, so are its romaji words of four letters or
 * more (`ROMAJI_IN_JAPANESE`).
 */
export function japaneseForm(base: string): string {
  const kana = romajiToHiragana(base, SCRIPTS.japanese.test(base) ? ROMAJI_IN_JAPANESE : 1);
  return foldKana(kana).replace(
    /[^a-z0-9\u3040-\u30FF\u3400-\u9FFF\uF900-\uFAFF\uE000-\uF8FF¦]+/g,
    '',
  );
}

/** The English/Spanish view of a text (one sentence, or sentences already joined). */
export const latinView = (text: string) => latinForm(baseForm(text));
/** The Ukrainian/Russian view of a text. */
export const slavicView = (text: string) => slavicForm(baseForm(text));
/** The Japanese view of a text. */
export const japaneseView = (text: string) => japaneseForm(baseForm(text));

/**
 * Sentence ends. An ellipsis is a pause inside a thought ("I want to... die"), and a dash often
 * a copula ("мій план — міст"), so neither ends a sentence.
 */
const sentenceEnd = /(?<!\.)\.(?![.\d])|[!?;。！？\n\r]+/g;

/**
 * A turn to the present inside a sentence ("years ago I tried, but now again…", «колись давно, а
 * зараз знову…») starts a thought of its own: what was told as past must not keep the present in
 * its guard. The new sentence keeps its conjunction, so `turnsToNow` can tell it from a full stop.
 * Spanish "pero ya" turns the same way ("antes era feliz, pero ya no quiero vivir"); "y ya" ("and
 * that's it") does not.
 */
/** Words that name the present, by language: both kinds of turn to now below are made of them. */
const NOW_EN = 'now|today';
const NOW_SLAVIC = 'зараз|тепер|сьогодні|сейчас|щас|теперь|сегодня';
const NOW_ES = 'ahora|hoy';
const TURN = `(?:(?:but|and) (?:${NOW_EN}|tonight)\\s|(?:а|але|но|и|і|та) (?:${NOW_SLAVIC})[\\s,:]|(?:(?:pero|y) (?:${NOW_ES})|pero ya)[\\s,:])`;
/** Japanese turns with no space before them: 「…したけど、今また…」, 「でも今は」, 「なのに今夜」. */
const JAPANESE_TURN = '(?:だけど|けれども|けれど|けど|でも|なのに|しかし|が、)、?(?:今|いま)';
const turnToNow = new RegExp(`[,:;]?\\s+(?=${TURN})|(?=${JAPANESE_TURN})`, 'giu');
const startsWithTurn = new RegExp(`^(?:${TURN}|${JAPANESE_TURN})`, 'iu');

/** Whether a sentence of `sentencesAndQuestions` began as a turn to now inside the one before it. */
export const turnsToNow = (sentence: string): boolean => startsWithTurn.test(`${sentence} `);

/**
 * A sentence that opens on the present: "now", "today", «зараз», 今は among its first words, or
 * "now" at its end ("I'm 26 now").
 */
const OPENS_ON_NOW = new RegExp(
  `^(?:\\S+ ){0,3}?(?:${NOW_EN}|these days|nowadays|${NOW_ES}|${NOW_SLAVIC}|今は|今日|いまは|現在)(?![a-zа-яіїєґ])|(?:^| )(?:now|ahora)$`,
  'u',
);
/** Whether a sentence (base form) opens on the present. */
export const opensOnNow = (sentence: string): boolean => OPENS_ON_NOW.test(sentence);

/**
 * Marks, until the split, a sentence that ended in a question mark: the barrier, which the base
 * form has already taken out of the note (`reserved`), so no note can fake it.
 */
const ASKED = BARRIER;

/**
 * A note's sentences (a guard in one sentence must not silence a crisis in another), and which of
 * them ended in a question mark ("Any thoughts of harming yourself?").
 */
export function sentencesAndQuestions(text: string): { sentences: string[]; asked: boolean[] } {
  const sentences: string[] = [];
  const asked: boolean[] = [];
  // `split` with a regex tries every offset; a replace visits only the ends.
  const pieces = text
    .replace(sentenceEnd, (end) => (/[?？]/.test(end) ? `${ASKED}\n` : '\n'))
    .replace(turnToNow, '\n')
    .split('\n');
  for (const piece of pieces) {
    const question = piece.endsWith(ASKED);
    const sentence = (question ? piece.slice(0, -1) : piece).trim();
    if (!sentence) continue;
    sentences.push(sentence);
    asked.push(question);
  }
  return { sentences, asked };
}

/**
 * The note as one comparable string: lowercase, NFKC, apostrophes dropped, accents and
 * Ukrainian/Russian letter variants folded, look-alikes resolved, emoji as tokens, repeated
 * letters squeezed, punctuation to spaces, framed by spaces. Kept for callers of the first
 * detector; the detector itself reads the three views above.
 */
export function normalizeForDetection(text: string): string {
  const folded = foldCyrillic(foldKana(foldLatinAccents(baseForm(text))));
  return ` ${squeezeLetters(punctuationToSpace(folded)).replace(/\s+/g, ' ')} `;
}

/** Regex guards that a match does not start or end inside a Cyrillic word (`\b` knows only Latin). */
export const CYRILLIC_BEFORE = '(?<![а-яіїєґ])';
export const CYRILLIC_AFTER = '(?![а-яіїєґ])';
