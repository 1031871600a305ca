import type { Plugin } from 'vite';

/** Placeholder replaced by the static pages generator. */
export function staticPages(): Plugin {
  return { name: 'static-pages' };
}
