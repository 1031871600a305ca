import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  fallbackLanguage,
  isLanguage,
  languages,
  type Language,
} from '@domain/i18n-languages';

export const STORAGE_KEY = 'language';

/**
 * Locale files are split out so a visitor downloads only the language they read. The fallback
 * is not fetched up front: the four files have the same keys (tests/unit/locales.test.ts).
 */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  uk: () => import('@locales/uk.json'),
  en: () => import('@locales/en.json'),
  ja: () => import('@locales/ja.json'),
  es: () => import('@locales/es.json'),
};

/** Intl / date locales of each language (calendar, dates, numbers). */
export const intlLocale: Record<Language, string> = {
  uk: 'uk-UA',
  en: 'en-US',
  ja: 'ja-JP',
  es: 'es-ES',
};

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

async function ensureLoaded(language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { default: resources } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', resources);
  }
}

export async function initI18n(): Promise<typeof i18n> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await ensureLoaded(language);
  document.documentElement.lang = language;
  return i18n;
}

/** Switches the whole app's language and saves the choice under `language`. */
export async function changeLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}

export { languages, type Language };
