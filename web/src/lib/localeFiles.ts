import type { Language } from '@domain/i18n-languages';

type Catalog = Record<string, unknown>;

const files: Record<Language, () => Promise<{ default: Catalog }>> = {
  uk: () => import('@locales/uk.json'),
  en: () => import('@locales/en.json'),
  ja: () => import('@locales/ja.json'),
  es: () => import('@locales/es.json'),
};

const loading = new Map<Language, Promise<Catalog>>();

/**
 * One language's strings, each file its own chunk so a person downloads only the language they
 * read; asked for once, however many times it is needed (boot.ts starts it with the app).
 */
export function loadLocale(language: Language): Promise<Catalog> {
  let catalog = loading.get(language);
  if (!catalog) {
    catalog = files[language]().then((module) => module.default);
    loading.set(language, catalog);
  }
  return catalog;
}
