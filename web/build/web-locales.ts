import type { Plugin } from 'vite';

/**
 * Namespaces of locales/ that only the server (AI instructions, crisis texts, emails) or the
 * build (the static legal pages) reads. The browser never downloads them.
 */
export const serverOnlyNamespaces = ['ai', 'crisis', 'email', 'legal'];

export function webLocales(): Plugin {
  return {
    name: 'web-locales',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/](uk|en|ja|es)\.json$/.test(id)) return undefined;
      const catalog = JSON.parse(code) as Record<string, unknown>;
      for (const namespace of serverOnlyNamespaces) delete catalog[namespace];
      return { code: JSON.stringify(catalog), map: null };
    },
  };
}
