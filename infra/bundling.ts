/**
 * How every Lambda is bundled: the CDK (infra/lambda.ts) and the measurements (bench/lambdas.ts)
 * read these, so what is measured is what is deployed.
 */
export const lambdaBundling = {
  minify: true,
  sourceMap: false,
  target: 'node22',
  mainFields: ['module', 'main'],
  // Some dependencies still call require() for Node built-ins; ESM output has no require.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  /** Packages left to the Lambda runtime instead of bundled. */
  externalModules: ['@aws-sdk/*'],
} as const;
