import en from '../../locales/en.json';
import es from '../../locales/es.json';
import ja from '../../locales/ja.json';
import uk from '../../locales/uk.json';

import { fallbackLanguage, isLanguage, type Language } from './i18n-languages';

export * from './i18n-languages';

const catalogs: Record<Language, unknown> = { uk, en, ja, es };

function lookup(catalog: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    );
}

/**
 * A server-side string from locales/ (emails, AI instructions, crisis texts), with `{{name}}`
 * placeholders filled, as i18next fills them in the web. Falls back to English, then to the key.
 */
export function t(
  language: string,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const lang = isLanguage(language) ? language : fallbackLanguage;
  const value = lookup(catalogs[lang], key) ?? lookup(catalogs[fallbackLanguage], key);
  if (typeof value !== 'string') return key;
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** A list of strings from locales/ (suggestions, instruction steps, templates). */
export function tList(language: string, key: string): string[] {
  const lang = isLanguage(language) ? language : fallbackLanguage;
  const value = lookup(catalogs[lang], key) ?? lookup(catalogs[fallbackLanguage], key);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
