import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultLanguage } from '../../lambdas/domain/i18n-languages.ts';

/**
 * Namespaces of locales/ that only the server (AI instructions, crisis texts, emails) or the
 * build (the static legal pages) reads. The browser never downloads them.
 */
export const serverOnlyNamespaces = ['ai', 'crisis', 'email', 'legal'];

/**
 * The web's side of the locale files: server-only namespaces stripped from the bundles, and
 * index.html's `%APP_TITLE%` (the tab's title before the app starts) in the default language.
 */
export function webLocales(): Plugin {
  return {
    name: 'web-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/](uk|en|ja|es)\.json$/.test(id)) return undefined;
      const catalog = JSON.parse(code) as Record<string, unknown>;
      // Emptied rather than deleted: domain modules shared with the server import them by name.
      for (const namespace of serverOnlyNamespaces) catalog[namespace] = {};
      return { code: JSON.stringify(catalog), map: null };
    },
    transformIndexHtml(html) {
      const catalog = JSON.parse(
        readFileSync(
          path.resolve(import.meta.dirname, `../../locales/${defaultLanguage}.json`),
          'utf8',
        ),
      ) as { app: { title: string } };
      return html.replace('%APP_TITLE%', catalog.app.title);
    },
  };
}
