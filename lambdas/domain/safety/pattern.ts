import { BARRIER, foldCyrillic, foldKana, foldLatin } from './normalize';

export type View = 'latin' | 'slavic' | 'ja';

/**
 * The lexicons' small pattern language, compiled once at module load into regexes over a view
 * (sentences joined by ` ¦ `, words by single spaces):
 *
 * - a space is a word edge, and a whole pattern matches whole words (latin and slavic views);
 * - `stem*` is a stem with any ending ("вбива*", "suicid*");
 * - ` ~ ` skips up to 3 words, ` ~N ` up to N words, never across a sentence edge;
 *   ` ~~N ` skips up to N words and may cross one (for a thought split over two sentences);
 * - `^^ ` anchors at a sentence start, ` $$` at a sentence end, `>` at a word end (for the
 *   lists of `(?! ...>)` that exclude a following word, not every word it begins);
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

/** The text has punctuation as spaces, so a hyphenated entry ("когда-то") is two words. */
const hyphensAsSpaces = (source: string) => source.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');

function expandWordPattern(source: string): string {
  return optionalWords(source)
    .replace(/ ~~(\d+)/g, (_, n: string) => `(?: [^ ]+){0,${n}}`)
    .replace(/ ~(\d*)/g, (_, n: string) => `(?: ${word}){0,${n || 3}}`)
    .replace(/\^\^ /g, `(?<=(?:^|${BARRIER}) )`)
    .replace(/ \$\$/g, `(?= (?:${BARRIER}|$))`)
    .replace(/>/g, '(?= )')
    .replace(/(?<=\p{L})\*/gu, '\\p{L}*');
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
 * A compiled pattern and its prefilter: literals (by id in `literals`) one of which must occur
 * in a view for the regex to match (`undefined` when nothing is required). Regexes are costly on
 * a long note; most patterns are ruled out by their literals at the price of a few set lookups.
 */
export interface Matcher {
  regex: RegExp;
  required?: readonly number[];
}

/** Every literal any pattern requires, once; an index caches each one's presence per view. */
const literals: string[] = [];
const literalIds = new Map<string, number>();
function literalId(literal: string): number {
  let id = literalIds.get(literal);
  if (id === undefined) {
    id = literals.push(literal) - 1;
    literalIds.set(literal, id);
  }
  return id;
}

export function compile(view: View, sources: readonly string[]): Matcher[] {
  return sources.map((source) => {
    const regexSource =
      view === 'ja'
        ? expandJapanesePattern(source)
        : `(?<= )(?:${expandWordPattern((view === 'latin' ? foldLatin : foldCyrillic)(hyphensAsSpaces(source)))})(?= )`;
    return {
      regex: new RegExp(regexSource, 'gu'),
      required: requiredLiterals(regexSource)?.map(literalId),
    };
  });
}

type RegexNode =
  | { kind: 'char'; char: string; optional: boolean }
  | { kind: 'group'; alternatives: RegexNode[][]; optional: boolean }
  | { kind: 'zeroWidth' }
  | { kind: 'other' };

/** A small parser for the regex subset the lexicons use, enough to find required literals. */
function parseRegex(source: string): RegexNode[][] {
  let at = 0;
  const quantifierIsOptional = (): boolean => {
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
    } else return false;
    if (source[at] === '?') at++;
    return optional;
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
        node = { kind: 'char', char, optional: false };
      }
      const optional = quantifierIsOptional();
      if (node.kind === 'char' || node.kind === 'group') node.optional = optional;
      result.at(-1)!.push(node);
    }
    return result;
  };
  return alternatives();
}

/** Function words pass almost every prefilter; a literal made of one is nearly worthless. */
const commonWords = new Set(
  'a i the to my me of in on at is it be for and or with not no that this you he she we they was am im an as by so do'.split(
    ' ',
  ),
);

/** How often a literal is expected to let a pattern through: shorter and commoner is worse. */
function passRate(literal: string): number {
  const trimmed = literal.trim();
  if (!trimmed || commonWords.has(trimmed)) return 1000;
  return 4 ** (6 - Math.min(trimmed.length, 6));
}

/** The set of literals, one of which a sequence requires, that rules the pattern out most often. */
function sequenceLiterals(sequence: RegexNode[]): string[] | undefined {
  const candidates: string[][] = [];
  let run = '';
  const closeRun = () => {
    if (run) candidates.push([run]);
    run = '';
  };
  for (const node of sequence) {
    if (node.kind === 'zeroWidth') continue;
    if (node.kind === 'char' && !node.optional) {
      run += node.char;
      continue;
    }
    closeRun();
    if (node.kind === 'group' && !node.optional) {
      const groupLiterals = alternativesLiterals(node.alternatives);
      if (groupLiterals) candidates.push(groupLiterals);
    }
  }
  closeRun();
  const cost = (candidate: string[]) => candidate.reduce((sum, l) => sum + passRate(l), 0);
  return candidates.reduce<string[] | undefined>(
    (best, candidate) => (!best || cost(candidate) < cost(best) ? candidate : best),
    undefined,
  );
}

function alternativesLiterals(alternatives: RegexNode[][]): string[] | undefined {
  const all: string[] = [];
  for (const alternative of alternatives) {
    const literals = sequenceLiterals(alternative);
    if (!literals) return undefined;
    all.push(...literals);
  }
  return [...new Set(all)];
}

function requiredLiterals(regexSource: string): string[] | undefined {
  return alternativesLiterals(parseRegex(regexSource));
}

const trigramOf = (text: string, at: number) =>
  (text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1)) * 65536 + text.charCodeAt(at + 2);

const unknown = 0;
const present = 1;
const absent = 2;

/** The trigrams of a view, to rule out patterns whose required literals cannot occur in it. */
export class LiteralIndex {
  private readonly trigrams = new Set<number>();
  private readonly presence = new Uint8Array(literals.length);

  constructor(private readonly text: string) {
    for (let at = 0; at + 2 < text.length; at++) this.trigrams.add(trigramOf(text, at));
  }

  private mayContain(id: number): boolean {
    if (this.presence[id] === unknown) {
      const literal = literals[id]!;
      let found = true;
      if (literal.length < 3) found = this.text.includes(literal);
      else
        for (let at = 0; found && at + 2 < literal.length; at++)
          found = this.trigrams.has(trigramOf(literal, at));
      this.presence[id] = found ? present : absent;
    }
    return this.presence[id] === present;
  }

  /** Whether the matcher's regex can match at all; `false` is certain, `true` is a maybe. */
  admits(matcher: Matcher): boolean {
    return !matcher.required || matcher.required.some((id) => this.mayContain(id));
  }
}
