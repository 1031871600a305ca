import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import type { Cue } from './cues';
import {
  compilePattern,
  matcherOf,
  type CompiledPattern,
  type Matcher,
  type View,
} from './pattern';

/** The classes a crisis-line worker listens for. */
export const crisisClasses = [
  'intent',
  'passive',
  'euphemism',
  'method',
  'plan',
  'farewell',
  'burden',
  'selfHarm',
  'hopelessness',
  'dose',
  'relapse',
] as const;
export type CrisisClass = (typeof crisisClasses)[number];

export type DetectLanguage = 'uk' | 'en' | 'ja' | 'es' | 'ru';

/**
 * Patterns of one class. A `weak` signal (a method named without intent, "I'm done", a time
 * without a deed) flags a note only together with signals of another class; `needs` names the
 * note-level context without which the patterns mean something else ("join him" needs a death
 * in the note; "this time I will make sure" needs an earlier attempt). A `history` pattern (an
 * attempt told in the past: "I tried to kill myself") is silent in a sentence set in the long
 * past, resolved or not: it is the context of a relapse, not a crisis by itself.
 */
export interface RuleSource {
  cls: CrisisClass;
  weak?: boolean;
  needs?: 'death' | 'pastCrisis';
  history?: boolean;
  patterns: readonly string[];
}

/** The lexicons: one per language, except one skeleton shared by Ukrainian and Russian. */
export type LexiconLanguage = 'en' | 'es' | 'slavic' | 'ja';

/**
 * One language's (or, for Ukrainian and Russian, one skeleton's) lexicon, in the pattern language
 * of `pattern.ts`. Guards are what a listener weighs before reacting:
 * - `masks`: figurative speech, negations and other people's questions, blanked before any rule;
 * - `fiction`: a sentence about a book, film, game or song (kept when `selfToo` says "me too");
 * - `medical`: an ordinary reason for a dose question (headache, fever, a child, a pet);
 * - `pastTime` + `resolved`: a crisis told as long past and over, unless it has come back;
 * - `othersDeath`: someone else's death, the context that makes "I want to join her" a crisis;
 * - `pastCrisis`: an earlier attempt, the context of a relapse;
 * - `planTime`: a time or a moment alone ("tonight", "when the kids are asleep"): a crisis in the
 *   same sentence is a plan;
 * - `newLife`: a life that goes on somewhere named (a move to a place, a new job, a flight home, a
 *   retirement begun): the goodbyes and "last times" of a note that tells one are a leaving, not a
 *   farewell to life.
 */
export interface LexiconSource {
  language: LexiconLanguage;
  view: View;
  /**
   * Words of the language in Latin script (its own, or transliteration), as one pattern. A long
   * note in Latin script is read by this lexicon only if two of them occur: an English diary page
   * need not be read as transliterated Russian. Short notes, and notes in the lexicon's own
   * script, always are. Japanese asks more of a Latin note: its words must spell kana (romaji, see
   * `romaji.ts`), and there must be four of them or one of these.
   */
  latinMarkers?: string;
  rules: readonly RuleSource[];
  masks: readonly string[];
  fiction: readonly string[];
  selfToo: readonly string[];
  medical: readonly string[];
  pastTime: readonly string[];
  resolved: readonly string[];
  othersDeath: readonly string[];
  pastCrisis: readonly string[];
  planTime: readonly string[];
  newLife: readonly string[];
  /** Broad word lists per concept; `cues.ts` says which of them together make a class. */
  cues: Readonly<Partial<Record<Cue, readonly string[]>>>;
}

/** The lists of patterns every lexicon has beside its rules and cues (see `LexiconSource`). */
const PATTERN_LISTS = [
  'masks',
  'fiction',
  'selfToo',
  'medical',
  'pastTime',
  'resolved',
  'othersDeath',
  'pastCrisis',
  'planTime',
  'newLife',
] as const;
type PatternList = (typeof PATTERN_LISTS)[number];

type RuleOf<Patterns> = {
  cls: CrisisClass;
  weak: boolean;
  needs?: 'death' | 'pastCrisis';
  history: boolean;
  patterns: Patterns;
};

/**
 * A lexicon in a given form of its patterns: compiled (`CompiledPattern`, built ahead of time by
 * `npm run pack:lexicons`) or runnable (`Matcher`, built when a note first needs the lexicon).
 */
type LexiconOf<Pattern> = {
  language: LexiconSource['language'];
  view: View;
  rules: RuleOf<Pattern[]>[];
  cues: [Cue, Pattern[]][];
} & Record<PatternList, Pattern[]>;

export type CompiledLexicon = LexiconOf<CompiledPattern>;
export type Lexicon = LexiconOf<Matcher>;

/** The same lexicon with each of its patterns turned by `each`. */
function mapPatterns<From, To>(
  lexicon: LexiconOf<From>,
  each: (pattern: From) => To,
): LexiconOf<To> {
  const all = (patterns: From[]) => patterns.map(each);
  return {
    language: lexicon.language,
    view: lexicon.view,
    rules: lexicon.rules.map((rule) => ({ ...rule, patterns: all(rule.patterns) })),
    cues: lexicon.cues.map(([cue, patterns]) => [cue, all(patterns)]),
    ...(Object.fromEntries(PATTERN_LISTS.map((list) => [list, all(lexicon[list])])) as Record<
      PatternList,
      To[]
    >),
  };
}

/** A lexicon's sources compiled: pure and deterministic, run by `npm run pack:lexicons`. */
export function compileLexicon(source: LexiconSource): CompiledLexicon {
  return mapPatterns<string, CompiledPattern>(
    {
      language: source.language,
      view: source.view,
      rules: source.rules.map(({ cls, weak, needs, history, patterns }) => ({
        cls,
        weak: weak ?? false,
        ...(needs && { needs }),
        history: history ?? false,
        patterns: [...patterns],
      })),
      cues: Object.entries(source.cues).map(([cue, patterns]) => [cue as Cue, [...patterns]]),
      ...(Object.fromEntries(PATTERN_LISTS.map((list) => [list, [...source[list]]])) as Record<
        PatternList,
        string[]
      >),
    },
    (pattern) => compilePattern(source.view, pattern),
  );
}

/**
 * A compiled lexicon as it ships, in two parts. The header is code: what the detector needs to
 * decide whether to read a note (language, view, the Latin words that say a long note is in its
 * language). The body is data: the rest as brotli-compressed JSON, about a seventh of its size,
 * in a file of its own beside the code (`lexicons/<language>.lexicon.br`), so the Lambdas that
 * detect carry it as an asset rather than as a string their module must parse at every cold
 * start. Unpacking a body takes a few milliseconds, once per process, when a note first needs it.
 */
export interface PackedLexicon {
  language: LexiconSource['language'];
  view: View;
  latinMarkers?: CompiledPattern;
}

export function packLexicon(source: LexiconSource): { header: PackedLexicon; body: Buffer } {
  const json = JSON.stringify(compileLexicon(source));
  const body = brotliCompressSync(json, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
  return {
    header: {
      language: source.language,
      view: source.view,
      ...(source.latinMarkers && { latinMarkers: compilePattern('latin', source.latinMarkers) }),
    },
    body,
  };
}

export const unpackLexicon = (body: Uint8Array): CompiledLexicon =>
  JSON.parse(brotliDecompressSync(body).toString()) as CompiledLexicon;

/** A compiled lexicon made runnable: its regexes built, its literals in the literal index. */
export const loadLexicon = (compiled: CompiledLexicon): Lexicon => mapPatterns(compiled, matcherOf);
