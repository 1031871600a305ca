import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { languages } from '../../lambdas/domain/i18n-languages.ts';
import { serverOnlyNamespaces } from './web-locales.ts';

const PLACEHOLDER = '<!--visitor-pages-->';

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Puts the first pages, rendered from the app's own components in every language, into
 * index.html as <template> elements (see web/src/boot.ts): the home page
 * (`data-visitor-home="…"`), which a visitor's browser shows without downloading the app; the
 * sign-in page (`data-visitor-login="…"`) and a returning writer's Today screen
 * (`data-signed-in-today="…"`, with no one's data in it), painted at once while the app loads.
 * Build only: in development the app renders them.
 */
export function prerenderVisitorPages(): Plugin {
  const webRoot = path.resolve(import.meta.dirname, '..');
  const localesDir = path.resolve(webRoot, '../locales');
  return {
    name: 'prerender-visitor-pages',
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
        const { renderVisitorLogin } = (await server.ssrLoadModule(
          '/src/features/auth/prerender.tsx',
        )) as typeof import('../src/features/auth/prerender.tsx');
        const { renderSignedInToday } = (await server.ssrLoadModule(
          '/src/features/journal/prerender.tsx',
        )) as typeof import('../src/features/journal/prerender.tsx');
        const pages = [
          { attribute: 'data-visitor-home', render: renderVisitorHome },
          { attribute: 'data-visitor-login', render: renderVisitorLogin },
          { attribute: 'data-signed-in-today', render: renderSignedInToday },
        ];
        const templates = await Promise.all(
          languages.flatMap((language) => {
            const catalog = JSON.parse(
              readFileSync(path.join(localesDir, `${language}.json`), 'utf8'),
            ) as Record<string, unknown>;
            for (const namespace of serverOnlyNamespaces) delete catalog[namespace];
            return pages.map(async ({ attribute, render }) => {
              const page = await render(language, catalog);
              return `<template ${attribute}="${language}" data-title="${escapeAttribute(page.title)}">${page.html}</template>`;
            });
          }),
        );
        return html.replace(PLACEHOLDER, templates.join('\n'));
      } finally {
        await server.close();
      }
    },
  };
}
