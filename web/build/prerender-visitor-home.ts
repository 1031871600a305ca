import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { languages } from '../../lambdas/domain/i18n-languages.ts';
import { serverOnlyNamespaces } from './web-locales.ts';

const PLACEHOLDER = '<!--visitor-home-->';

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Puts the visitor's home page, rendered from the app's own components in every language, into
 * index.html as <template data-visitor-home="…"> elements. A visitor's browser shows the one in
 * their language without downloading the app (see web/src/boot.ts); the app itself starts only
 * for a signed-in person or another screen. Build only: in development the app renders it.
 */
export function prerenderVisitorHome(): Plugin {
  const webRoot = path.resolve(import.meta.dirname, '..');
  const localesDir = path.resolve(webRoot, '../locales');
  return {
    name: 'prerender-visitor-home',
    apply: 'build',
    async transformIndexHtml(html) {
      // A second Vite, in SSR mode, loads the components (TypeScript, aliases, CSS imports).
      const server = await createServer({
        configFile: false,
        root: webRoot,
        logLevel: 'error',
        appType: 'custom',
        resolve: { tsconfigPaths: true },
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderVisitorHome } = (await server.ssrLoadModule(
          '/src/features/home/prerender.tsx',
        )) as typeof import('../src/features/home/prerender.tsx');
        const templates = await Promise.all(
          languages.map(async (language) => {
            const catalog = JSON.parse(
              readFileSync(path.join(localesDir, `${language}.json`), 'utf8'),
            ) as Record<string, unknown>;
            for (const namespace of serverOnlyNamespaces) delete catalog[namespace];
            const page = await renderVisitorHome(language, catalog);
            return `<template data-visitor-home="${language}" data-title="${escapeAttribute(page.title)}">${page.html}</template>`;
          }),
        );
        return html.replace(PLACEHOLDER, templates.join('\n'));
      } finally {
        await server.close();
      }
    },
  };
}
