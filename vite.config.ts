import path from 'node:path';
import { serwist } from '@serwist/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderVisitorPages } from './web/build/prerender-visitor-pages.ts';
import { staticPages } from './web/build/static-pages.ts';
import { webLocales } from './web/build/web-locales.ts';

/** The web app: built into dist/web, served by CloudFront in AWS and by the local stack locally. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    staticPages(),
    webLocales(),
    prerenderVisitorPages(),
    // The service worker (web/src/sw/sw.ts) with the list of every built file to keep offline.
    serwist({
      swSrc: path.resolve(import.meta.dirname, 'web/src/sw/sw.ts'),
      swDest: 'sw.js',
      globDirectory: path.resolve(import.meta.dirname, 'dist/web'),
      globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
      // 2 MB: the largest chunk is a fraction of that; a file past it would be left out silently.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      rollupFormat: 'iife',
    }),
  ],
  // The aliases of tsconfig.json (@web, @domain, @locales), so there is one list of them.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
