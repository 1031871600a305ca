import type { Cue } from './cues';
import { compile, type Matcher, type View } from './pattern';

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
 *   same sentence is a plan.
 */
export interface LexiconSource {
  language: DetectLanguage | 'slavic';
  view: View;
  /**
   * Words of the language in Latin script (its own, or transliteration). A long note in Latin
   * script is read by this lexicon only if two of them occur: an English diary page need not be
   * read as transliterated Russian. Short notes, and notes in the lexicon's own script, always are.
   */
  latinMarkers?: readonly string[];
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
  /** Broad word lists per concept; `cues.ts` says which of them together make a class. */
  cues: Readonly<Partial<Record<Cue, readonly string[]>>>;
}

export interface CompiledRule {
  cls: CrisisClass;
  weak: boolean;
  needs?: 'death' | 'pastCrisis';
  history: boolean;
  matchers: Matcher[];
}

export interface Lexicon {
  language: DetectLanguage | 'slavic';
  view: View;
  rules: CompiledRule[];
  masks: Matcher[];
  fiction: Matcher[];
  selfToo: Matcher[];
  medical: Matcher[];
  pastTime: Matcher[];
  resolved: Matcher[];
  othersDeath: Matcher[];
  pastCrisis: Matcher[];
  planTime: Matcher[];
  cues: [Cue, Matcher[]][];
}

/** The Latin-script words that say a long note is in the lexicon's language (see `latinMarkers`). */
export const compileMarkers = (source: LexiconSource): RegExp | undefined =>
  source.latinMarkers && compile('latin', source.latinMarkers)[0]!.regex;

export function compileLexicon(source: LexiconSource): Lexicon {
  const { view } = source;
  return {
    language: source.language,
    view,
    rules: source.rules.map(({ cls, weak, needs, history, patterns }) => ({
      cls,
      weak: weak ?? false,
      needs,
      history: history ?? false,
      matchers: compile(view, patterns),
    })),
    masks: compile(view, source.masks),
    fiction: compile(view, source.fiction),
    selfToo: compile(view, source.selfToo),
    medical: compile(view, source.medical),
    pastTime: compile(view, source.pastTime),
    resolved: compile(view, source.resolved),
    othersDeath: compile(view, source.othersDeath),
    pastCrisis: compile(view, source.pastCrisis),
    planTime: compile(view, source.planTime),
    cues: Object.entries(source.cues).map(([cue, patterns]) => [
      cue as Cue,
      compile(view, patterns),
    ]),
  };
}
