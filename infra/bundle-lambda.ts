/**
 * Bundles one Lambda: `node --import tsx infra/bundle-lambda.ts <entry> <outdir> [tracing]`.
 * The CDK runs this for each function (infra/lambda.ts): its bundling hook is synchronous, and
 * esbuild takes plugins only through its asynchronous API, so the build runs in a process of its
 * own.
 */
import * as z from 'zod/mini';
import { bundleLambda } from './bundling';

const [entry, outdir, tracing] = z
  .tuple(
    [z.string().check(z.regex(/\.ts$/)), z.string().check(z.minLength(1))],
    z.literal('tracing'),
  )
  .parse(process.argv.slice(2));
await bundleLambda(entry, { outdir, awsCallTracing: tracing === 'tracing' });
