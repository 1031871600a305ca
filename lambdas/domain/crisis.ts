/**
 * The crisis-safety layer's front door: the detector by concept (`./safety`: Ukrainian, Russian
 * and surzhyk, English, Japanese and Spanish, after normalisation) and the help a flagged note
 * brings (`./safety/response`, with the help lines of `./safety/helplines`).
 */
export {
  assessCrisis,
  detectCrisis,
  detectCrisisLanguage,
  normalizeForDetection,
  type CrisisAssessment,
  type CrisisClass,
  type CrisisLanguage,
  type DetectLanguage,
} from './safety';

/** The help a flagged note brings, as the API answers it. */
export type { Crisis } from './safety/response';
