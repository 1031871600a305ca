export { assessCrisis, type CrisisAssessment } from './assess';
export { crisisClasses, type CrisisClass, type DetectLanguage } from './lexicon';
export { normalizeForDetection } from './normalize';
