import type { BuildOptions } from 'esbuild';

/**
 * How every Lambda is bundled: the CDK (infra/lambda.ts) and the measurements (bench/lambdas.ts)
 * read these, so what is measured is what is deployed.
 */
export const lambdaBundling = {
  minify: true,
  sourceMap: false,
  target: 'node22',
  mainFields: ['module', 'main'],
  /**
   * `lambda` picks the bundle's side of package.json `imports` (the crisis detector's data files);
   * `module` is esbuild's default, kept, which naming any condition would otherwise drop.
   */
  conditions: ['lambda', 'module'],
  // Data the code imports as a file (the crisis detector's): copied beside the bundle.
  loader: { '.br': 'file', '.bin': 'file' },
  // Ukrainian and Japanese strings as UTF-8 (2–3 bytes a character), not \uXXXX escapes (6).
  charset: 'utf8',
  // Some dependencies still call require() for Node built-ins; ESM output has no require.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  /**
   * Packages left to the Lambda runtime instead of bundled: none. The AWS SDK bundled and
   * tree-shaken starts faster than the runtime's copy, which Node resolves and loads file by file
   * (bench/lambdas.ts measures both: `--sdk=external`); it also pins the SDK version we test.
   */
  externalModules: [] as string[],
  /**
   * Modules replaced at bundle time (paths from the repository root). The SDK's default
   * credential chain becomes the environment alone, which is where Lambda puts the role's keys;
   * the Bedrock client's bearer-token providers become none, since every call is signed by the role.
   */
  alias: {
    '@aws-sdk/credential-provider-node': './lambdas/adapters/aws-credentials.ts',
    '@aws-sdk/token-providers': './lambdas/adapters/aws-token-providers.ts',
  },
} as const;

/**
 * The same bundling as esbuild's own options, for code that runs esbuild directly (the bench, and
 * the infra test that builds a probe): one place, so what they build is what the CDK deploys.
 */
export const esbuildLambdaOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  minify: lambdaBundling.minify,
  charset: lambdaBundling.charset,
  target: lambdaBundling.target,
  mainFields: [...lambdaBundling.mainFields],
  conditions: [...lambdaBundling.conditions],
  loader: { ...lambdaBundling.loader },
  banner: { js: lambdaBundling.banner },
  alias: { ...lambdaBundling.alias },
} satisfies BuildOptions;
