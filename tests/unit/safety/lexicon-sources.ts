import { english } from '../../../lambdas/domain/safety/lexicons/en';
import { japanese } from '../../../lambdas/domain/safety/lexicons/ja';
import { slavic } from '../../../lambdas/domain/safety/lexicons/slavic';
import { spanish } from '../../../lambdas/domain/safety/lexicons/es';

/** The lexicons' sources, in the order the detector reads a note with them. */
export const lexiconSources = [english, spanish, slavic, japanese];
