import type { LexiconSource } from '../lexicon';

export const spanish: LexiconSource = {
  language: 'es',
  view: 'latin',
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
