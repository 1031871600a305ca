import './machine-code-regexes';
import type { CrisisAssessment } from './assess';
import type { CrisisClass, DetectLanguage } from './lexicon';

/** Where the safety layer heard something. */
export type CrisisSource = 'save' | 'analysis' | 'chat';

/** What the model said of the text it read (`none` when it ran and heard nothing). */
export type ModelSignal = 'none' | 'concern' | 'urgent' | 'guardrail';

/**
 * Why a response carries the help lines: the lexicon's classes, `wholeNote` when the detector's
 * reader of the whole note flagged it with no concept standing, and the model's reading as
 * classes of its own (`model:concern`, `model:urgent`, `guardrail`) when it raised the alarm.
 */
export type SignalClass =
  CrisisClass | 'wholeNote' | 'model:concern' | 'model:urgent' | 'guardrail';

export interface CrisisSignal {
  flagged: boolean;
  /** Languages the lexicon heard; the request's language when only the model spoke. */
  languages: DetectLanguage[];
  classes: SignalClass[];
}

/**
 * One decision for every route: the help lines go with a response when the lexicon fired or
 * the model (or its guardrail) raised concern. Labels only, never text, so they can be counted.
 */
export function crisisSignal(
  lexicon: CrisisAssessment,
  model: ModelSignal | undefined,
  requestLanguage: DetectLanguage,
): CrisisSignal {
  const modelClass: SignalClass | undefined =
    model === 'guardrail' ? 'guardrail' : model && model !== 'none' ? `model:${model}` : undefined;
  const classes: SignalClass[] = [
    ...lexicon.classes,
    ...(lexicon.wholeNote ? ['wholeNote' as const] : []),
    ...(modelClass ? [modelClass] : []),
  ];
  const flagged = lexicon.flagged || modelClass !== undefined;
  return {
    flagged,
    languages: lexicon.languages.length > 0 || !flagged ? lexicon.languages : [requestLanguage],
    classes,
  };
}
