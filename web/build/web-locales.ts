import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultLanguage } from '../../lambdas/domain/i18n-languages.ts';

/**
 * Namespaces of locales/ that only the server (AI instructions, crisis texts, emails) or the
 * build (the static legal pages) reads. The browser never downloads them.
 */
export const serverOnlyNamespaces = ['ai', 'crisis', 'email', 'legal'];

const defaultCatalog = () =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../locales/${defaultLanguage}.json`),
      'utf8',
    ),
  ) as { app: { title: string; description: string } };

/**
 * What makes the app installable (a name, icons, a start page, a window of its own), in the
 * default language: a manifest has one language, and Ukrainian speakers come first.
 */
export function webManifest(app: { title: string; description: string }) {
  return {
    name: app.title,
    short_name: app.title,
    description: app.description,
    lang: defaultLanguage,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f6f4f1',
    theme_color: '#5b3f96',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * The web's side of the locale files: server-only namespaces stripped from the bundles, and
 * index.html's `%APP_TITLE%` (the tab's title before the app starts) and the web app manifest in
 * the default language.
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
      return html.replace('%APP_TITLE%', defaultCatalog().app.title);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'manifest.webmanifest',
        source: JSON.stringify(webManifest(defaultCatalog().app), null, 2),
      });
    },
  };
}
