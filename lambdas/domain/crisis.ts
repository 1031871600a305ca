import { countryCode, type CountryCode } from './access';
import { t, type Language } from './i18n';
import { detectCrisis } from './safety';

/**
 * The crisis-safety layer: the detector (`./safety`: by concept, in Ukrainian, Russian and
 * surzhyk, English, Japanese and Spanish) and the help lines to show.
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

export interface CrisisLine {
  name: string;
  phone?: string;
  url?: string;
}

export interface Crisis {
  message: string;
  lines: CrisisLine[];
}

const FIND_A_HELPLINE = 'https://findahelpline.com';

const linesByCountry: Record<CountryCode, { nameKey: string; phone?: string; url?: string }[]> = {
  UA: [
    { nameKey: 'lifelineUkraine', phone: '7333', url: 'https://lifelineukraine.com' },
    { nameKey: 'emergency', phone: '112' },
  ],
  US: [
    { nameKey: 'lifeline988', phone: '988', url: 'https://988lifeline.org' },
    { nameKey: 'emergency', phone: '911' },
  ],
  JP: [
    { nameKey: 'yorisoi', phone: '0120-279-338' },
    { nameKey: 'kokoroDial', phone: '0570-064-556' },
    { nameKey: 'emergency', phone: '119' },
  ],
  ES: [
    { nameKey: 'line024', phone: '024' },
    { nameKey: 'emergency', phone: '112' },
  ],
};

const countryByLanguage: Record<Language, CountryCode> = { uk: 'UA', en: 'US', ja: 'JP', es: 'ES' };

/**
 * Help lines for the user's country when the profile names one we know, otherwise for the
 * language's country; findahelpline.com always closes the list, since many users live far
 * from home and a national line may not answer them.
 */
export function crisisResources(language: Language, country?: string): Crisis {
  const code = country?.trim() ? countryCode(country) : countryByLanguage[language];
  const national = code ? linesByCountry[code] : [];
  return {
    message: t(language, 'crisis.message'),
    lines: [
      ...national.map(({ nameKey, phone, url }) => ({
        name: t(language, `crisis.lines.${nameKey}`),
        ...(phone ? { phone } : {}),
        ...(url ? { url } : {}),
      })),
      { name: t(language, 'crisis.lines.findAHelpline'), url: FIND_A_HELPLINE },
    ],
  };
}

/** The crisis block for a response when `text` needs it; the emotion save handler calls this. */
export function crisisForText(
  text: string,
  language: Language,
  country?: string,
): Crisis | undefined {
  return detectCrisis(text) ? crisisResources(language, country) : undefined;
}
