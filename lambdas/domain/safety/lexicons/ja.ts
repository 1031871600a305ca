import type { LexiconSource } from '../lexicon';

export const japanese: LexiconSource = {
  language: 'ja',
  view: 'ja',
  rules: [],
  masks: [],
  fiction: [],
  selfToo: [],
  medical: [],
  pastTime: [],
  resolved: [],
  othersDeath: [],
  pastCrisis: [],
};
