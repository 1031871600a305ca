import './machine-code-regexes';
import { BARRIER, foldCyrillic, foldKana, foldLatin } from './normalize';

export type View = 'latin' | 'slavic' | 'ja';

/**
 * The lexicons' small pattern language, compiled ahead of time into regexes over a view
 * (sentences joined by ` ¦ `, words by single spaces):
 *
 * - a space is a word edge, and a whole pattern matches whole words (latin and slavic views;
 *   a match includes the space in front of it);
 * - `stem*` is a stem with any ending ("вбива*", "suicid*"): the rest of the word;
 * - ` ~ ` skips up to 3 words, ` ~N ` up to N words, never across a sentence edge;
 *   ` ~~N ` skips up to N words and may cross sentence edges, each edge counting as a word (for
 *   a thought split over two sentences: keep N small, or a mask reaches into later sentences);
 * - `^^ ` anchors at a sentence start, ` $$` at a sentence end, `>` at a word end (for the
 *   lists of `(?! ...>)` that exclude a following word, not every word it begins);
 * - `${BLANK}` (normalize.ts) is the word a mask leaves where it blanked words, for a rule that
 *   must read past a mask (masks run before rules);
 * - in the Japanese view there are no word edges: `~N` skips up to N characters, and every
 *   kanji spelling listed in `kanjiReadings` also matches its kana spelling.
 *
 * Patterns are folded by the same functions as the text, so they are written in plain spelling.
 */

const word = `[^ ${BARRIER}]+`;

/**
 * ` (a|b)? ` — an optional word between two others — becomes `(?: (a|b))?`, so that the space
 * in front of it is optional with it and the words around still meet with one space.
 */
function optionalWords(source: string): string {
  let result = '';
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf(' (', at);
    if (open === -1 || source[open + 2] === '?') {
      if (open === -1) return result + source.slice(at);
      result += source.slice(at, open + 2);
      at = open + 2;
      continue;
    }
    let depth = 0;
    let close = open + 1;
    for (; close < source.length; close++) {
      if (source[close] === '\\') close++;
      else if (source[close] === '(') depth++;
      else if (source[close] === ')' && --depth === 0) break;
    }
    const after = source.slice(close + 2, close + 4);
    if (
      source[close + 1] === '?' &&
      (after === '' || ' |)'.includes(after[0]!) || after === '(?')
    ) {
      result += `${source.slice(at, open)}(?: ${optionalWords(source.slice(open + 1, close + 1))})?`;
      at = close + 2;
    } else {
      result += source.slice(at, open + 2);
      at = open + 2;
    }
  }
  return result;
}

function closingParen(source: string, open: number): number {
  let depth = 0;
  for (let at = open; at < source.length; at++) {
    if (source[at] === '\\') at++;
    else if (source[at] === '(') depth++;
    else if (source[at] === ')' && --depth === 0) return at;
  }
  return source.length;
}

/**
 * `(?<! not this )(verb|...)` becomes `(verb|...)(?<! not this (verb|...))`: the same test, but
 * run only where the verb matched instead of at every word of the note (several times faster).
 */
function guardAfterGroup(source: string): string {
  let result = '';
  let at = 0;
  for (let start = source.indexOf('(?<!', at); start !== -1; start = source.indexOf('(?<!', at)) {
    const lookEnd = closingParen(source, start);
    const groupStart = lookEnd + 1;
    const groupEnd = source[groupStart] === '(' ? closingParen(source, groupStart) : -1;
    if (
      groupEnd === -1 ||
      source[lookEnd - 1] !== ' ' ||
      '?*+{'.includes(source[groupEnd + 1] ?? '_')
    ) {
      result += source.slice(at, groupStart);
      at = groupStart;
      continue;
    }
    const group = source.slice(groupStart, groupEnd + 1);
    result += `${source.slice(at, start)}${group}(?<!${source.slice(start + 4, lookEnd - 1)} ${group})`;
    at = groupEnd + 1;
  }
  return result + source.slice(at);
}

/** The text has punctuation as spaces, so a hyphenated entry ("когда-то") is two words. */
const hyphensAsSpaces = (source: string) => source.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');

function expandWordPattern(source: string): string {
  return guardAfterGroup(optionalWords(source))
    .replace(/ ~~(\d+)/g, (_, n: string) => `(?: [^ ]+){0,${n}}`)
    .replace(/ ~(\d*)/g, (_, n: string) => `(?: ${word}){0,${n || 3}}`)
    .replace(/\^\^ /g, `(?<=(?:^|${BARRIER}) )`)
    .replace(/ \$\$/g, `(?= (?:${BARRIER}|$))`)
    .replace(/>/g, '(?= )')
    .replace(/(?<=\p{L})\*/gu, `[^ ${BARRIER}]*`);
}

/**
 * Kanji spellings and their kana: a writer may type 死にたい, しにたい or シにたい. Longer keys win,
 * so a word with an irregular reading (生きる, 消える) is listed whole.
 */
const kanjiReadings: Record<string, string> = {
  自殺: 'じさつ',
  自死: 'じし',
  自傷: 'じしょう',
  遺書: 'いしょ',
  致死量: 'ちしりょう',
  希死念慮: 'きしねんりょ',
  未遂: 'みすい',
  睡眠薬: 'すいみんやく',
  迷惑: 'めいわく',
  飛び降り: 'とびおり',
  飛び込: 'とびこ',
  首吊り: 'くびつり',
  首を吊: 'くびをつ',
  生きて: 'いきて',
  生きる: 'いきる',
  生きた: 'いきた',
  生きれ: 'いきれ',
  生きら: 'いきら',
  生き: 'いき',
  生まれ: 'うまれ',
  消え: 'きえ',
  消し: 'けし',
  消す: 'けす',
  死: 'し',
  殺: 'ころ',
  辛: 'つら',
  楽: 'らく',
  眠: 'ねむ',
  覚め: 'さめ',
  目: 'め',
  薬: 'くすり',
  錠: 'じょう',
  切: 'き',
  傷: 'きず',
  居: 'い',
  無理: 'むり',
  限界: 'げんかい',
  意味: 'いみ',
  未来: 'みらい',
  希望: 'きぼう',
  疲れ: 'つかれ',
  終わ: 'おわ',
  終え: 'おえ',
  私: 'わたし',
  僕: 'ぼく',
  俺: 'おれ',
  自分: 'じぶん',
  今夜: 'こんや',
  今晩: 'こんばん',
  明日: 'あした',
  飲: 'の',
  頃: 'ころ',
  起き: 'おき',
  戻: 'もど',
  気づ: 'きづ',
  気付: 'きづ',
  全部: 'ぜんぶ',
  大量: 'たいりょう',
  数え: 'かぞえ',
  産まれ: 'うまれ',
  恥ずかし: 'はずかし',
  決め: 'きめ',
  方法: 'ほうほう',
  準備: 'じゅんび',
  最後: 'さいご',
  人生: 'じんせい',
  世: 'よ',
  // Words of the guards and of the stories they tell, so a note in kana or romaji ("mukashi wa",
  // "10nen mae", "eiga de") is heard as one in kanji is. Only readings that seldom sit inside
  // other words: 歌詞's かし is in リスカした, 亡くな's なくな in いなくなりたい.
  // not the むかし of アムカした
  昔: '(?<!あ)むかし',
  年前: 'ねんまえ',
  以前: 'いぜん',
  去年: 'きょねん',
  今は: 'いまは',
  今年: 'ことし',
  今日: 'きょう',
  映画: 'えいが',
  小説: 'しょうせつ',
  漫画: 'まんが',
  物語: 'ものがたり',
  主人公: 'しゅじんこう',
  台詞: 'せりふ',
  祖母: 'そぼ',
  戦争: 'せんそう',
  病院: 'びょういん',
  先生: 'せんせい',
  薬剤師: 'やくざいし',
  頭痛: 'ずつう',
  中学: 'ちゅうがく',
  高校: 'こうこう',
  大学: 'だいがく',
  子供: 'こども',
  治療: 'ちりょう',
  克服: 'こくふく',
  回復: 'かいふく',
  大丈夫: 'だいじょうぶ',
  思: 'おも',
  考え: 'かんがえ',
  // Words of the rules
  手首: 'てくび',
  屋上: 'おくじょう',
  線路: 'せんろ',
  踏切: 'ふみきり',
  電車: 'でんしゃ',
  練炭: 'れんたん',
  剃刀: 'かみそり',
  包丁: 'ほうちょう',
  錠剤: 'じょうざい',
  目覚め: 'めざめ',
  確実: 'かくじつ',
  永遠: 'えいえん',
  存在: 'そんざい',
  世界: 'せかい',
  場所: 'ばしょ',
  家族: 'かぞく',
  手紙: 'てがみ',
  理由: 'りゆう',
  必要: 'ひつよう',
  用意: 'ようい',
  世話: 'せわ',
  友達: 'ともだち',
  仕事: 'しごと',
  一人: 'ひとり',
  誰: 'だれ',
  命: 'いのち',
  首: 'くび',
  調べ: 'しらべ',
  検索: 'けんさく',
  体重: 'たいじゅう',
  // Verbs and adjectives as they are often typed, in kana ("ばあちゃんにあいにいく", "なぐった",
  // "フェンスもひくい"): written with their okurigana, so that a reading stands only where the
  // kanji would.
  会い: 'あい',
  行く: 'いく',
  行き: 'いき',
  行っ: 'いっ',
  行こ: 'いこ',
  逝く: 'いく',
  逝き: 'いき',
  逝っ: 'いっ',
  待って: 'まって',
  待っと: 'まっと',
  殴: 'なぐ',
  痛い: 'いたい',
  痛く: 'いたく',
  痛み: 'いたみ',
  低い: 'ひくい',
  低く: 'ひくく',
  越え: 'こえ',
  超え: 'こえ',
  落ち: 'おち',
  落と: 'おと',
  焼い: 'やい',
  焼く: 'やく',
  刺し: 'さし',
  刺す: 'さす',
  止ま: 'とま',
  祈: 'いの',
  寝て: 'ねて',
  寝た: 'ねた',
  寝る: 'ねる',
  来な: 'こな',
  来て: 'きて',
  来る: 'くる',
  買っ: 'かっ',
  買い: 'かい',
  買う: 'かう',
  飛び: 'とび',
  飛ぶ: 'とぶ',
  飛ん: 'とん',
  飛ぼ: 'とぼ',
  助か: 'たすか',
  断つ: 'たつ',
  断ち: 'たち',
  断と: 'たと',
  絶つ: 'たつ',
  絶ち: 'たち',
  絶と: 'たと',
  積ん: 'つん',
  積み: 'つみ',
  巻い: 'まい',
  巻く: 'まく',
  巻け: 'まけ',
  足りる: 'たりる',
  足りな: 'たりな',
  高さ: 'たかさ',
  測っ: 'はかっ',
  測る: 'はかる',
  確かめ: 'たしかめ',
  取り除: 'とりのぞ',
  罰: 'ばつ',
  許さ: 'ゆるさ',
  許せ: 'ゆるせ',
  許し: 'ゆるし',
  食べ: 'たべ',
  流し込: 'ながしこ',
  飽き: 'あき',
  叩: 'たた',
  抜い: 'ぬい',
  抜き: 'ぬき',
  抜く: 'ぬく',
  吊る: 'つる',
  縄: 'なわ',
  鍵: 'かぎ',
  天国: 'てんごく',
  迎え: 'むかえ',
  連れて: 'つれて',
  心臓: 'しんぞう',
  苦し: 'くるし',
  怖: 'こわ',
  邪魔: 'じゃま',
  申し訳: 'もうしわけ',
  腕: 'うで',
  太もも: 'ふともも',
  太腿: 'ふともも',
  増や: 'ふや',
  袖: 'そで',
};
const kanjiKeys = new RegExp(
  Object.keys(kanjiReadings)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

function expandJapanesePattern(source: string): string {
  return foldKana(source)
    .replace(kanjiKeys, (kanji) => `(?:${kanji}|${kanjiReadings[kanji]})`)
    .replace(/~~(\d+)/g, (_, n: string) => `[^]{0,${n}}`)
    .replace(/~(\d*)/g, (_, n: string) => `[^${BARRIER}]{0,${n || 8}}`)
    .replace(/\^\^/g, `(?<=^ |${BARRIER})`)
    .replace(/\$\$/g, `(?=${BARRIER}| $)`);
}

/**
 * A compiled pattern and its prefilter: factors that must all be present in a view for the
 * regex to match, each a set of literals (by id in `literals`) one of which must occur
 * (`undefined` when nothing is required). Regexes are costly on
 * a long note; most patterns are ruled out by their literals at the price of a few set lookups.
 */
export interface Matcher {
  regex: RegExp;
  required?: readonly Factor[];
  /** Whether a match may run over a sentence edge (` ~~N `), so it is sought in the whole view. */
  crossesSentences: boolean;
}

/**
 * A set of literals one of which must occur for a pattern to match. Factors shared by many
 * patterns (a list of wishes, of methods) are one, found once per view; `id` indexes its caches.
 */
export interface Factor {
  id: number;
}

/**
 * Every literal any pattern requires, once, with the factors it belongs to. A view finds every
 * literal it holds in one pass over its text, looking each position up in three indexes: by its
 * character (a kanji, an emoji), by its first two characters (a literal of two or three), by its
 * first four (the rest). Each index keeps a bitmap of the keys it holds, small enough to stay in
 * cache, so most positions cost a bit test; the lists behind it are in a map, since three arrays
 * of 65,536 slots took 1.7 ms of every cold start to allocate.
 */
class LiteralIndex {
  private readonly byKey = new Map<number, number[]>();
  private readonly occupied = new Uint32Array((1 << 16) / 32);
  add(key: number, id: number) {
    // Pushed in place: a copy per add is quadratic in the length of a busy key's list.
    (this.byKey.get(key) ?? this.byKey.set(key, []).get(key)!).push(id);
    this.occupied[key >>> 5]! |= 1 << (key & 31);
  }
  at(key: number): number[] | undefined {
    return (this.occupied[key >>> 5]! & (1 << (key & 31))) === 0 ? undefined : this.byKey.get(key);
  }
}
const literals: string[] = [];
const literalFactors: number[][] = [];
const literalIds = new Map<string, number>();
const byChar = new LiteralIndex();
const byTwo = new LiteralIndex();
const byFour = new LiteralIndex();

/** A 16-bit hash of the two or four characters at `at`; a collision only costs a comparison. */
function startHash(text: string, at: number, length: 2 | 4): number {
  let mixed =
    Math.imul(text.charCodeAt(at), 0x9e3779b1) ^ Math.imul(text.charCodeAt(at + 1), 0x85ebca77);
  if (length === 4)
    mixed ^=
      Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d) ^
      Math.imul(text.charCodeAt(at + 3), 0x27d4eb2f);
  return Math.imul(mixed ^ (mixed >>> 15), 0x2c1b3c6d) >>> 16;
}

function literalId(literal: string): number {
  let id = literalIds.get(literal);
  if (id === undefined) {
    id = literals.push(literal) - 1;
    literalFactors.push([]);
    literalIds.set(literal, id);
    if (literal.length >= 4) byFour.add(startHash(literal, 0, 4), id);
    else if (literal.length >= 2) byTwo.add(startHash(literal, 0, 2), id);
    else byChar.add(literal.charCodeAt(0), id);
  }
  return id;
}

const factors = new Map<string, Factor>();
function internFactor(factorLiterals: readonly string[]): Factor {
  const ids = factorLiterals.map(literalId);
  const key = ids.join(',');
  let factor = factors.get(key);
  if (!factor) {
    factor = { id: factors.size };
    factors.set(key, factor);
    for (const id of new Set(ids)) literalFactors[id]!.push(factor.id);
  }
  return factor;
}

/**
 * A pattern compiled to what the detector runs: its regex's source, the factors of literals that
 * must occur for it to match, and whether it may cross a sentence edge. Compiled ahead of time
 * (`npm run pack:lexicons`): parsing every pattern for its literals took 30–90 ms per lexicon,
 * paid by the first note a Lambda read.
 */
export interface CompiledPattern {
  regex: string;
  required?: string[][];
  crossesSentences?: true;
}

export function compilePattern(view: View, source: string): CompiledPattern {
  const regex =
    view === 'ja'
      ? expandJapanesePattern(source)
      : ` (?:${expandWordPattern((view === 'latin' ? foldLatin : foldCyrillic)(hyphensAsSpaces(source)))})(?= )`;
  const required = requiredFactors(regex);
  return {
    regex,
    ...(required && { required }),
    ...(source.includes('~~') && { crossesSentences: true as const }),
  };
}

/**
 * A compiled pattern made runnable: its literals added to the literal index now, its regex built
 * the first time a note admits it. Building a regex parses its source, and a lexicon's thousand
 * patterns took tens of milliseconds of a first note that runs a few dozen of them.
 */
export function matcherOf(pattern: CompiledPattern): Matcher {
  let regex: RegExp | undefined;
  return {
    get regex() {
      // No `u` flag: every character the views keep is in the BMP, and unicode mode is slower.
      return (regex ??= new RegExp(pattern.regex, 'g'));
    },
    required: pattern.required?.map(internFactor),
    crossesSentences: pattern.crossesSentences ?? false,
  };
}

type RegexNode =
  /** `repeats`: the character may come more than once ("a+", "a{2,}"). */
  | { kind: 'char'; char: string; optional: boolean; repeats: boolean }
  | { kind: 'group'; alternatives: RegexNode[][]; optional: boolean }
  | { kind: 'zeroWidth' }
  | { kind: 'other' };

/** A small parser for the regex subset the lexicons use, enough to find required literals. */
function parseRegex(source: string): RegexNode[][] {
  let at = 0;
  /** The quantifier at `at`, consumed: whether it lets its atom be absent, or come again. */
  const quantifier = (): { optional: boolean; repeats: boolean } => {
    const char = source[at];
    let optional = false;
    if (char === '?' || char === '*') {
      optional = true;
      at++;
    } else if (char === '+') at++;
    else if (char === '{') {
      const close = source.indexOf('}', at);
      optional = /^\{0\s*,|^\{0\}/.test(source.slice(at, close + 1));
      at = close + 1;
    } else return { optional: false, repeats: false };
    if (source[at] === '?') at++;
    return { optional, repeats: char !== '?' };
  };
  const alternatives = (): RegexNode[][] => {
    const result: RegexNode[][] = [[]];
    while (at < source.length && source[at] !== ')') {
      const char = source[at]!;
      let node: RegexNode;
      if (char === '|') {
        result.push([]);
        at++;
        continue;
      }
      if (char === '(') {
        at++;
        let lookaround = false;
        if (source.startsWith('?:', at)) at += 2;
        else if (source.startsWith('?=', at) || source.startsWith('?!', at)) {
          at += 2;
          lookaround = true;
        } else if (source.startsWith('?<=', at) || source.startsWith('?<!', at)) {
          at += 3;
          lookaround = true;
        }
        const inner = alternatives();
        at++;
        node = lookaround
          ? { kind: 'zeroWidth' }
          : { kind: 'group', alternatives: inner, optional: false };
      } else if (char === '[') {
        at++;
        while (source[at] !== ']') at += source[at] === '\\' ? 2 : 1;
        at++;
        node = { kind: 'other' };
      } else if (char === '\\') {
        at +=
          source[at + 1] === 'p' || source[at + 1] === 'P' ? source.indexOf('}', at) - at + 1 : 2;
        node = { kind: 'other' };
      } else if (char === '.') {
        at++;
        node = { kind: 'other' };
      } else if (char === '^' || char === '$') {
        at++;
        node = { kind: 'zeroWidth' };
      } else {
        at++;
        node = { kind: 'char', char, optional: false, repeats: false };
      }
      const { optional, repeats } = quantifier();
      if (node.kind === 'group') node.optional = optional;
      if (node.kind === 'char') Object.assign(node, { optional, repeats });
      result.at(-1)!.push(node);
    }
    return result;
  };
  return alternatives();
}

/** Function words pass almost every prefilter; a literal made of one is nearly worthless. */
const commonWords = new Set(
  [
    'a i the to my me of in on at is it be for and or with not no that this you he she we they was am im an as by so do all just',
    'не я ти ми він вона вони він що шо це і и в у на з с а але але так як мене мені все вже уже мне меня что это он она они но как ты мы со за до по от',
    'que la el de y en lo se mi yo ya es los las del un una por con para me te le no',
  ]
    .join(' ')
    .split(' ')
    .map((word) => foldCyrillic(word)),
);

/** How often a literal is expected to let a pattern through: shorter and commoner is worse. */
function passRate(literal: string): number {
  const trimmed = literal.trim();
  if (!trimmed || commonWords.has(trimmed)) return 1000;
  // An emoji's token (see EMOJI) is one character, yet as rare as a long word.
  if (/[\uE000-\uF8FF]/.test(trimmed)) return 1;
  // A kanji carries about as much as two Latin letters.
  const length = trimmed.length + (trimmed.match(/[\u4E00-\u9FFF]/g)?.length ?? 0);
  return 4 ** (6 - Math.min(length, 6));
}

const cost = (factor: string[]) => factor.reduce((sum, literal) => sum + passRate(literal), 0);

/**
 * What a sequence requires: factors that must all be present, each a set of literals one of
 * which must occur. A group of one alternative adds its own factors; a group of several adds the
 * union of each alternative's most selective factor.
 */
function sequenceFactors(sequence: RegexNode[]): string[][] {
  const factors: string[][] = [];
  let run = '';
  const closeRun = () => {
    if (run) factors.push([run]);
    run = '';
  };
  for (const node of sequence) {
    if (node.kind === 'zeroWidth') continue;
    if (node.kind === 'char' && !node.optional) {
      run += node.char;
      // "ab+c" holds "ab" and "bc", never surely "abc": a repeated character ends the run.
      if (node.repeats) closeRun();
      continue;
    }
    closeRun();
    if (node.kind !== 'group' || node.optional) continue;
    if (node.alternatives.length === 1) factors.push(...sequenceFactors(node.alternatives[0]!));
    else {
      const union = alternativesLiterals(node.alternatives);
      if (union) factors.push(union);
    }
  }
  closeRun();
  return factors;
}

function alternativesLiterals(alternatives: RegexNode[][]): string[] | undefined {
  const all: string[] = [];
  for (const alternative of alternatives) {
    const best = sequenceFactors(alternative).sort((a, b) => cost(a) - cost(b))[0];
    if (!best) return undefined;
    all.push(...best);
  }
  return [...new Set(all)];
}

/** The most selective factors of a pattern, worth checking before running its regex. */
function requiredFactors(regexSource: string): string[][] | undefined {
  const top = parseRegex(regexSource);
  const factors =
    top.length === 1 ? sequenceFactors(top[0]!) : [alternativesLiterals(top)].filter((f) => !!f);
  const useful = (factors as string[][])
    .filter((factor) => factor.every((literal) => passRate(literal) < 1000))
    .sort((a, b) => cost(a) - cost(b))
    .slice(0, 3);
  return useful.length ? useful : undefined;
}

const BARRIER_CODE = BARRIER.charCodeAt(0);

/**
 * One view of a note ready to be scanned: its sentences, and the sentences each factor occurs in,
 * found in one pass. A pattern runs only if its required factors all occur, and only on the
 * sentences where they all do: the detector runs on every save. The pass finds the literals of
 * the patterns loaded before the view was made; a view is made after its lexicons load.
 */
export class NoteView {
  /** Per factor id: the sentences holding one of its literals, in order; none when absent. */
  private readonly factorSentences = new Array<number[] | undefined>(factors.size);
  private sentences: string[] | undefined;
  /** Offsets of the sentence edges in `text`. */
  private readonly edges: number[] = [];

  /** `text` is the sentences' views joined by ` ¦ ` (or `¦` in the Japanese view), framed by spaces. */
  constructor(readonly text: string) {
    let sentence = 0;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === BARRIER_CODE) {
        this.edges.push(at);
        sentence++;
        continue;
      }
      const one = byChar.at(code);
      if (one) for (const id of one) this.found(id, sentence);
      if (at + 1 >= text.length) continue;
      const two = byTwo.at(startHash(text, at, 2));
      if (two) this.foundAt(two, at, sentence);
      const four = at + 3 < text.length && byFour.at(startHash(text, at, 4));
      if (four) this.foundAt(four, at, sentence);
    }
  }

  /** The literals among `candidates` that start at `at` occur in `sentence`. */
  private foundAt(candidates: readonly number[], at: number, sentence: number) {
    const { text } = this;
    for (const id of candidates) {
      const literal = literals[id]!;
      const last = literal.length - 1;
      // The start matched by hash; the last character rules most others out before a comparison.
      if (text.charCodeAt(at + last) !== literal.charCodeAt(last) || !text.startsWith(literal, at))
        continue;
      this.found(id, sentence);
    }
  }

  private found(literal: number, sentence: number) {
    for (const factor of literalFactors[literal]!) {
      const sentences = (this.factorSentences[factor] ??= []);
      if (sentences[sentences.length - 1] !== sentence) sentences.push(sentence);
    }
  }

  /** Each sentence of `text` (or of a masked copy with the same edges), framed by spaces. */
  sentencesOf(text: string): string[] {
    if (text === this.text && this.sentences) return this.sentences;
    const sentences = text
      .slice(1, -1)
      .split(BARRIER)
      .map((sentence) => ` ${sentence.trim()} `);
    if (text === this.text) this.sentences = sentences;
    return sentences;
  }

  /** The sentence an offset of `text` (or of a masked copy) falls in. */
  sentenceAt(offset: number, text = this.text): number {
    let sentence = 0;
    for (
      let at = text.indexOf(BARRIER);
      at !== -1 && at < offset;
      at = text.indexOf(BARRIER, at + 1)
    )
      sentence++;
    return sentence;
  }

  /** Whether the matcher's regex can match at all: its required factors all occur. */
  admits(matcher: Matcher): boolean {
    const { required } = matcher;
    if (!required) return true;
    for (const { id } of required) if (!this.factorSentences[id]) return false;
    return true;
  }

  /**
   * The sentences holding a literal of every required factor: a pattern that stays within a
   * sentence can match nowhere else.
   */
  candidateSentences(matcher: Matcher): readonly number[] {
    const required = matcher.required!;
    let candidates: readonly number[] = this.factorSentences[required[0]!.id] ?? [];
    for (let at = 1; at < required.length && candidates.length > 0; at++) {
      const other = this.factorSentences[required[at]!.id] ?? [];
      candidates = candidates.filter((sentence) => other.includes(sentence));
    }
    return candidates;
  }
}
