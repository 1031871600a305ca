import * as en from '../../locales/en.json';
import * as es from '../../locales/es.json';
import * as ja from '../../locales/ja.json';
import * as uk from '../../locales/uk.json';

import { fallbackLanguage, isLanguage, type Language } from './i18n-languages';

export * from './i18n-languages';

function lookup(catalog: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      catalog,
    );
}

/** Server-side strings from locales/, over the namespaces given, keys written in full. */
function translator(catalogs: Record<Language, object>) {
  const find = (language: string, key: string): unknown => {
    const lang = isLanguage(language) ? language : fallbackLanguage;
    return lookup(catalogs[lang], key) ?? lookup(catalogs[fallbackLanguage], key);
  };
  return {
    /**
     * A string with `{{name}}` placeholders filled, as i18next fills them in the web. Falls back
     * to English, then to the key.
     */
    t(language: string, key: string, vars: Record<string, string | number> = {}): string {
      const value = find(language, key);
      if (typeof value !== 'string') return key;
      return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
    },
    /** A list of strings (suggestions, instruction steps, templates). */
    tList(language: string, key: string): string[] {
      const value = find(language, key);
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    },
  };
}

/*
 * The server's strings by use, each namespace read by name: the bundler keeps in a Lambda only
 * the translators it calls and the namespaces they read, not the four catalogues whole (the
 * screens' strings are two thirds of them). Pure, so an unused translator is dropped.
 */

/** Analysis and chat: instructions to the model, the offline analyst, errors. */
export const aiStrings = /* @__PURE__ */ translator({
  uk: { ai: uk.ai },
  en: { ai: en.ai },
  ja: { ai: ja.ai },
  es: { ai: es.ai },
});

/** The crisis response: its texts and the help lines. */
export const crisisStrings = /* @__PURE__ */ translator({
  uk: { crisis: uk.crisis, helplines: uk.helplines },
  en: { crisis: en.crisis, helplines: en.helplines },
  ja: { crisis: ja.crisis, helplines: ja.helplines },
  es: { crisis: es.crisis, helplines: es.helplines },
});

/** The emotion words each family is known by. */
export const emotionStrings = /* @__PURE__ */ translator({
  uk: { emotions: uk.emotions },
  en: { emotions: en.emotions },
  ja: { emotions: ja.emotions },
  es: { emotions: es.emotions },
});

/** Emails: account codes and the daily reminder. */
export const emailStrings = /* @__PURE__ */ translator({
  uk: { email: uk.email, reminders: uk.reminders },
  en: { email: en.email, reminders: en.reminders },
  ja: { email: ja.email, reminders: ja.reminders },
  es: { email: es.email, reminders: es.reminders },
});

/** The local stack's stand-in pages for Stripe's checkout and portal. */
export const paymentPageStrings = /* @__PURE__ */ translator({
  uk: { app: uk.app, payments: uk.payments },
  en: { app: en.app, payments: en.payments },
  ja: { app: ja.app, payments: ja.payments },
  es: { app: es.app, payments: es.payments },
});
