import './machine-code-regexes';
export {
  assessCrisis,
  detectCrisis,
  detectCrisisLanguage,
  type CrisisAssessment,
  type CrisisLanguage,
} from './assess';
export { crisisClasses, type CrisisClass, type DetectLanguage } from './lexicon';
export { normalizeForDetection } from './normalize';
