import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';

/**
 * How every Lambda is bundled: the CDK (infra/lambda.ts, through infra/bundle-lambda.ts), the
 * measurements (bench/lambdas.ts) and the tests that build a Lambda all call `bundleLambda`, so
 * what is measured and tested is what is deployed.
 */

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const handlerEntry = (handler: string): string =>
  join(repoRoot, 'lambdas', 'handlers', `${handler}.ts`);

/**
 * The Stripe resources the code calls (lambdas/adapters/stripe.ts), as paths under the SDK's
 * `esm/resources/`. A new call on another resource needs its path added here; the payments
 * bundle test (tests/infra/stripe-bundle.test.ts) calls each of these through a built bundle.
 */
const STRIPE_RESOURCES = [
  'Customers',
  'Subscriptions',
  'Checkout/Sessions',
  'BillingPortal/Sessions',
] as const;

const STRIPE_RESOURCE_FILE = /[\\/]node_modules[\\/]stripe[\\/]esm[\\/]resources[\\/](.+)\.js$/;

/**
 * The Stripe SDK builds every one of its few hundred API resources when a client is made, so
 * esbuild cannot drop any: 170 KB of the 240 KB it adds to each payments Lambda are resources we
 * never call. Each resource outside `STRIPE_RESOURCES` is bundled as an empty subclass of the
 * SDK's own `StripeResource`: the client is made exactly as before, the resources we call are the
 * SDK's code unchanged, and a call to one left out fails at once (`… is not a function`).
 */
const stripeResourcesWeCall: Plugin = {
  name: 'stripe-resources-we-call',
  setup(plugin) {
    plugin.onLoad({ filter: STRIPE_RESOURCE_FILE }, ({ path }) => {
      const name = STRIPE_RESOURCE_FILE.exec(path)![1]!.replace(/\\/g, '/');
      if ((STRIPE_RESOURCES as readonly string[]).includes(name)) return undefined;
      const source = readFileSync(path, 'utf8');
      const classes = [...source.matchAll(/^export class (\w+) extends StripeResource\b/gm)];
      // Not a resource class (an index of a namespace, say): bundled as it is.
      if (classes.length === 0) return undefined;
      const base = relative(
        join(path, '..'),
        join(path.slice(0, path.lastIndexOf('resources')), 'StripeResource.js'),
      );
      return {
        contents: [
          `import { StripeResource } from ${JSON.stringify(base.startsWith('.') ? base : `./${base}`)};`,
          ...classes.map(([, className]) => `export class ${className} extends StripeResource {}`),
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/** esbuild's options for a Lambda, the entry and output aside. */
export const esbuildLambdaOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  minify: true,
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
  banner: {
    js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
  /**
   * Packages left to the Lambda runtime instead of bundled: none. The AWS SDK bundled and
   * tree-shaken starts faster than the runtime's copy, which Node resolves and loads file by file
   * (bench/lambdas.ts measures both: `--sdk=external`); it also pins the SDK version we test.
   */
  external: [] as string[],
  /**
   * Modules replaced at bundle time (paths from the repository root). The SDK's default
   * credential chain becomes the environment alone, which is where Lambda puts the role's keys;
   * the Bedrock client's bearer-token providers become none, since every call is signed by the role.
   */
  alias: {
    '@aws-sdk/credential-provider-node': './lambdas/adapters/aws-credentials.ts',
    '@aws-sdk/token-providers': './lambdas/adapters/aws-token-providers.ts',
  },
  plugins: [stripeResourcesWeCall],
  absWorkingDir: repoRoot,
  logLevel: 'error',
} satisfies BuildOptions;

export interface LambdaBuild {
  /** Where the handler is written, as `index.mjs`; data files it imports land beside it. */
  outdir: string;
  /**
   * Whether each AWS client is wrapped by the X-Ray tracer (the stack's `awsCallTracing`). Fixed
   * at build time, so a bundle without it has no tracer code.
   */
  awsCallTracing?: boolean;
  /** Packages to leave to the runtime (the bench's `--sdk=external`); none when deployed. */
  external?: string[];
}

/** Bundles one handler of lambdas/handlers/ (or any entry file) as a Lambda. */
export async function bundleLambda(entry: string, options: LambdaBuild): Promise<Metafile> {
  const { metafile } = await build({
    ...esbuildLambdaOptions,
    entryPoints: [entry],
    outfile: join(options.outdir, 'index.mjs'),
    external: options.external ?? esbuildLambdaOptions.external,
    define: { 'process.env.AWS_CALL_TRACING': JSON.stringify(String(!!options.awsCallTracing)) },
    metafile: true,
  });
  return metafile;
}
