import { english } from './lexicons/en';
import { japanese } from './lexicons/ja';
import { slavic } from './lexicons/slavic';
import { spanish } from './lexicons/es';
import {
  compileLexicon,
  crisisClasses,
  type CrisisClass,
  type DetectLanguage,
  type Lexicon,
} from './lexicon';
import {
  BARRIER,
  baseForm,
  japaneseForm,
  latinForm,
  slavicForm,
  splitSentences,
} from './normalize';
import { LiteralIndex, type Matcher, type View } from './pattern';

export interface CrisisAssessment {
  flagged: boolean;
  classes: CrisisClass[];
  languages: DetectLanguage[];
}

const lexicons: Lexicon[] = [english, spanish, slavic, japanese].map(compileLexicon);

const formOf: Record<View, (base: string) => string> = {
  latin: latinForm,
  slavic: slavicForm,
  ja: japaneseForm,
};

/** Which views a note needs at all: most notes are in one script. */
const scriptOf: Record<View, RegExp> = {
  latin: /[a-z]/i,
  slavic: /[a-z\p{Script=Cyrillic}]/iu,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};

interface Hit {
  cls: CrisisClass;
  weak: boolean;
  history: boolean;
  needs?: 'death' | 'pastCrisis';
  sentence: number;
  language: Lexicon['language'];
}

/**
 * What the guards found in a note. Sentences are the same in every view, so a guard found by
 * one language's lexicon ("a film", "years ago") also covers another's hits in that sentence: an
 * English word read as transliterated Russian must not escape the English guard.
 */
interface Guards {
  fiction: Set<number>;
  selfToo: Set<number>;
  medical: Set<number>;
  pastTime: Set<number>;
  resolved: boolean;
  death: boolean;
  pastCrisis: boolean;
}

/** Index of the sentence each offset of a view falls in. */
function sentenceLocator(view: string): (offset: number) => number {
  const edges: number[] = [];
  for (let i = view.indexOf(BARRIER); i !== -1; i = view.indexOf(BARRIER, i + 1)) edges.push(i);
  return (offset) => {
    let sentence = 0;
    while (sentence < edges.length && edges[sentence]! < offset) sentence++;
    return sentence;
  };
}

/**
 * The sentences where any of `matchers` matches. Every start offset is tried (matches may
 * overlap, so a match in a guarded sentence cannot hide another in the next); a match that runs
 * over a sentence edge belongs to the sentence where it ends, the thought it completes.
 */
function sentencesMatching(
  matchers: Matcher[],
  view: string,
  index: LiteralIndex,
  locate: (offset: number) => number,
): Set<number> {
  const found = new Set<number>();
  for (const matcher of matchers) {
    if (!index.admits(matcher)) continue;
    const { regex } = matcher;
    regex.lastIndex = 0;
    for (let match = regex.exec(view); match; match = regex.exec(view)) {
      found.add(locate(match.index + Math.max(match[0].length - 1, 0)));
      regex.lastIndex = match.index + 1;
    }
  }
  return found;
}

function masked(matchers: Matcher[], view: string, index: LiteralIndex): string {
  return matchers.reduce(
    (text, matcher) => (index.admits(matcher) ? text.replace(matcher.regex, '∅') : text),
    view,
  );
}

/** One lexicon's raw hits, and its guards added to `guards`. */
function readLexicon(lexicon: Lexicon, joined: string, index: LiteralIndex, guards: Guards): Hit[] {
  // Masking only removes text, so the index of the unmasked view still rules patterns out soundly.
  const view = masked(lexicon.masks, joined, index);
  const locate = sentenceLocator(view);
  const sentencesOf = (matchers: Matcher[]) => sentencesMatching(matchers, view, index, locate);
  const addTo = (target: Set<number>, matchers: Matcher[]) =>
    sentencesOf(matchers).forEach((sentence) => target.add(sentence));
  addTo(guards.fiction, lexicon.fiction);
  addTo(guards.selfToo, lexicon.selfToo);
  addTo(guards.medical, lexicon.medical);
  addTo(guards.pastTime, lexicon.pastTime);
  guards.resolved ||= sentencesOf(lexicon.resolved).size > 0;
  guards.death ||= sentencesOf(lexicon.othersDeath).size > 0;
  guards.pastCrisis ||= sentencesOf(lexicon.pastCrisis).size > 0;

  const hits: Hit[] = [];
  for (const { cls, weak, history, needs, matchers } of lexicon.rules)
    for (const sentence of sentencesOf(matchers))
      hits.push({ cls, weak, history, needs, sentence, language: lexicon.language });
  return hits;
}

/** The hits the guards leave standing, and the relapse an earlier attempt makes of them. */
function guarded(hits: Hit[], guards: Guards): Hit[] {
  const returned = hits.some((hit) => hit.cls === 'relapse' && !hit.weak && !hit.needs);
  const kept = hits.filter(
    ({ cls, sentence, history, needs }) =>
      !(needs && !guards[needs]) &&
      !(guards.fiction.has(sentence) && !guards.selfToo.has(sentence)) &&
      !(guards.medical.has(sentence) && cls === 'dose') &&
      !(guards.pastTime.has(sentence) && (history || (guards.resolved && !returned))),
  );
  const strong = kept.find((hit) => !hit.weak);
  if (guards.pastCrisis && strong) kept.push({ ...strong, cls: 'relapse' });
  return kept;
}

const ukrainianMarks =
  /[іїєґ]|(?<![\p{L}])(що|щоб|це|мені|мене|вже|дуже|більше|тільки|коли|але|бо|немає|нема|собі|жити|зараз|його|ще|shcho|scho|tse|meni|mene|vzhe|duzhe|bilshe|zhyty|koly)(?![\p{L}])/giu;
const russianMarks =
  /[ыэъё]|(?<![\p{L}])(что|чтобы|это|меня|мне|уже|очень|только|когда|нет|себя|жить|сейчас|потому|его|ещё|chto|shto|eto|menya|mne|uzhe|ochen|zhit|kogda|sebya)(?![\p{L}])/giu;

/** Ukrainian, Russian or both (surzhyk), for a hit of the shared Slavic lexicon. */
function slavicLanguages(text: string): DetectLanguage[] {
  const uk = text.match(ukrainianMarks)?.length ?? 0;
  const ru = text.match(russianMarks)?.length ?? 0;
  if (ru > uk) return uk > 0 ? ['ru', 'uk'] : ['ru'];
  return ru > 0 ? ['uk', 'ru'] : ['uk'];
}

/**
 * Reads a note the way a crisis-line worker listens: by concept (a wish to die, a method with
 * intent, a plan with a time, a goodbye, being a burden, self-harm, hopelessness, a lethal-dose
 * question, a relapse), in every language whatever the interface language, sentence by
 * sentence so a guard in one sentence ("grandma died last year") never silences another
 * ("I want to follow her"). Pure; regexes are built once at module load.
 */
export function assessCrisis(text: string): CrisisAssessment {
  const base = splitSentences(baseForm(text)).join(` ${BARRIER} `);
  const guards: Guards = {
    fiction: new Set(),
    selfToo: new Set(),
    medical: new Set(),
    pastTime: new Set(),
    resolved: false,
    death: false,
    pastCrisis: false,
  };
  const raw: Hit[] = [];
  const views = new Map<View, { joined: string; index: LiteralIndex }>();
  for (const lexicon of lexicons) {
    if (!scriptOf[lexicon.view].test(text)) continue;
    let view = views.get(lexicon.view);
    if (!view) {
      const joined = ` ${formOf[lexicon.view](base)} `;
      view = { joined, index: new LiteralIndex(joined) };
      views.set(lexicon.view, view);
    }
    raw.push(...readLexicon(lexicon, view.joined, view.index, guards));
  }
  const hits = guarded(raw, guards);

  const strong = hits.filter((hit) => !hit.weak);
  const weak = hits.filter((hit) => hit.weak);
  const flagged =
    strong.length > 0 ||
    new Set(weak.map((hit) => hit.cls)).size >= 2 ||
    new Set(weak.map((hit) => hit.sentence)).size >= 3;
  if (!flagged) return { flagged: false, classes: [], languages: [] };

  const found = new Set(hits.map((hit) => hit.cls));
  const languages = new Set<DetectLanguage>();
  for (const { language } of hits) {
    if (language === 'slavic') slavicLanguages(text).forEach((l) => languages.add(l));
    else languages.add(language);
  }
  return {
    flagged: true,
    classes: crisisClasses.filter((cls) => found.has(cls)),
    languages: [...languages],
  };
}

export const detectCrisis = (text: string): boolean => assessCrisis(text).flagged;

/** Kept for callers of the first detector: the languages it could name. */
export type CrisisLanguage = DetectLanguage;

/**
 * The first language whose crisis concepts `text` contains, or `undefined`. Every language is
 * checked whatever the interface language: people write in the language they feel in.
 */
export function detectCrisisLanguage(text: string): CrisisLanguage | undefined {
  return assessCrisis(text).languages[0];
}
