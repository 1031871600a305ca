import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, languages, type Language } from '@domain/i18n-languages';
import { storedLanguage, storeLanguage } from './language';
import { loadLocale } from './localeFiles';

async function ensureLoaded(language: Language) {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loadLocale(language));
  }
}

/** The fallback is not fetched up front: the four files have the same keys (tests/unit/locales.test.ts). */
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
  storeLanguage(language);
}

export { languages, type Language };
