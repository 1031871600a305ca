import type { CrisisClass } from '../../../../lambdas/domain/safety';
export type EvalLanguage = 'uk' | 'en' | 'ja' | 'es' | 'ru';
export type GuardKind =
  'figurative' | 'othersDeath' | 'fiction' | 'medical' | 'past' | 'everyday' | 'negation';
export interface EvalNote {
  text: string;
  crisis: boolean;
  class?: CrisisClass;
  guard?: GuardKind;
}
