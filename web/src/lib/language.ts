import { defaultLanguage, isLanguage, type Language } from '@domain/i18n-languages';

/** The language is remembered under `language` (SPEC §1), Ukrainian until someone chooses. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Intl locales of each language (calendar, dates, numbers). */
export const intlLocale: Record<Language, string> = {
  uk: 'uk-UA',
  en: 'en-US',
  ja: 'ja-JP',
  es: 'es-ES',
};

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit.
  }
}
