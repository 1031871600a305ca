import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'cdk.out', 'node_modules', '.local', '.local-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
      // zod/mini only (issue 16: classic zod adds about 8 ms to each cold start), and as a
      // namespace: `import { z }` pulls every zod locale into each Lambda (about 350 kB), and
      // reading `z.core` at run time all of zod's core (about 300 kB); the namespace import
      // tree-shakes.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod(\\/v4)?(\\/classic)?$/]',
          message: "Use `import * as z from 'zod/mini'`: classic zod slows every cold start.",
        },
        {
          selector:
            "ImportDeclaration[source.value='zod/mini'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod/mini'`: it keeps Lambda bundles small.",
        },
        {
          selector: "MemberExpression[object.name='z'][property.name='core']",
          message: "`z.core` bundles all of zod's core: import the one export from 'zod/v4/core'.",
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web's boundaries: features meet only through their index.ts; of the server, the web
    // sees the pure domain and the types of the routes table; only lib/cognito.ts loads Amplify.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@routes',
              allowTypeImports: true,
              message: 'The web takes only the types of the routes table (import type).',
            },
            {
              name: '@domain/journal',
              allowTypeImports: true,
              message:
                "journal.ts brings zod and every language's strings to the first screen: take its types, and its limits and rules from @domain/journal-rules.",
            },
          ],
          patterns: [
            {
              group: ['../*'],
              message: 'Use the @web/…, @domain/… or @locales/… alias instead of climbing folders.',
            },
            {
              // Home, sign-in and today also expose the runtime of their prerendered pages (boot.ts).
              group: [
                '@web/features/*/*',
                '!@web/features/home/visitor',
                '!@web/features/auth/preview',
                '!@web/features/journal/preview',
              ],
              message:
                "Import another feature through its index.ts; a feature's insides are its own.",
            },
            {
              group: ['**/lambdas/**', '@routes/*'],
              message: 'Of lambdas/, the web imports only the domain (@domain/…).',
            },
            {
              group: ['aws-amplify', 'aws-amplify/*'],
              message: 'Only web/src/lib/cognito.ts talks to Cognito: visitors never load Amplify.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/lib/cognito.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // The domain is pure: no AWS SDK, and nothing of the layers that do I/O.
    files: ['lambdas/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-sdk', 'aws-sdk/*'],
              message: 'lambdas/domain is pure: AWS clients live in lambdas/adapters.',
            },
            {
              group: ['**/adapters', '**/adapters/**', '**/handlers', '**/handlers/**'],
              message: 'lambdas/domain is pure: it must not import adapters or handlers.',
            },
            {
              group: ['**/http', '**/http/**', '**/local', '**/local/**'],
              message:
                'lambdas/domain is pure: it must not import the HTTP layer or the local stack.',
            },
          ],
        },
      ],
    },
  },
);
