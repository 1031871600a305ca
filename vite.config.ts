import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderVisitorPages } from './web/build/prerender-visitor-pages.ts';
import { staticPages } from './web/build/static-pages.ts';
import { webLocales } from './web/build/web-locales.ts';

/** The web app: built into dist/web, served by CloudFront in AWS and by the local stack locally. */
export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), staticPages(), webLocales(), prerenderVisitorPages()],
  // The aliases of tsconfig.json (@web, @domain, @locales), so there is one list of them.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
});
