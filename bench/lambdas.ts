/**
 * Every Lambda as the CDK bundles it (infra/bundling.ts): its size, and its module init in a
 * fresh Node process (what a cold start pays before the handler runs), median of several runs.
 * Run: npx tsx bench/lambdas.ts [--sdk=bundled|external] [--check] [--only=emotions-create,analyze]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { bundleLambda, esbuildLambdaOptions, handlerEntry, repoRoot } from '../infra/bundling';
import { routes, triggers } from '../lambdas/routes';

export const GOALS = { initMs: 80, bundleKb: 250 };
const RUNS = 7;

const sdk = process.argv.find((a) => a.startsWith('--sdk='))?.split('=')[1] ?? 'configured';
const external =
  sdk === 'external' ? ['@aws-sdk/*'] : sdk === 'bundled' ? [] : [...esbuildLambdaOptions.external];
const sdkBundled = external.length === 0;
/** The AWS SDK's own packages: the goal on size is for our code and our libraries without them. */
const AWS_SDK = /^@(aws-sdk|smithy|aws-crypto)\//;
const check = process.argv.includes('--check');
// Inside the repo, so the bundles find the runtime's stand-in SDK (node_modules) as Lambda does.
const out = path.join(repoRoot, 'node_modules', '.cache', `ej-lambdas-${process.pid}`);
mkdirSync(out, { recursive: true });

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.split('=')[1]
  ?.split(',');
const handlers = [...new Set([...routes.map((r) => r.handler), ...Object.values(triggers)])].filter(
  (handler) => !only || only.includes(handler),
);

/** Bytes of the bundle by package (or by folder of our code), largest first. */
function weightByOrigin(metafile: Metafile, file: string): [string, number][] {
  const output = Object.entries(metafile.outputs).find(([name]) => file.endsWith(name))?.[1];
  const weights = new Map<string, number>();
  for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
    const origin = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? path.dirname(input);
    weights.set(origin, (weights.get(origin) ?? 0) + bytesInOutput);
  }
  return [...weights].sort((a, b) => b[1] - a[1]);
}

async function bundle(
  handler: string,
): Promise<{ file: string; ownKb: number; dataKb: number; heaviest: [string, number][] }> {
  const outdir = path.join(out, handler.replace(/\//g, '-'));
  const file = path.join(outdir, 'index.mjs');
  // As deployed by default (infra/lambda.ts): no AWS call tracing, so no tracer in the bundle.
  const metafile = await bundleLambda(handlerEntry(handler), { outdir, external });
  const own = weightByOrigin(metafile, file).filter(([origin]) => !AWS_SDK.test(origin));
  // Files the code imports as data (the crisis detector's), copied beside the bundle.
  const data = Object.entries(metafile.outputs).filter(([name]) => !file.endsWith(name));
  return {
    file,
    ownKb: own.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024,
    dataKb: data.reduce((sum, [, { bytes }]) => sum + bytes, 0) / 1024,
    heaviest: own.slice(0, 3),
  };
}

/** Milliseconds to import the bundle in a new process, as Lambda's init does. */
function initMs(file: string): number {
  const script = `const t=performance.now();await import(${JSON.stringify(`file://${file}`)});process.stdout.write(String(performance.now()-t));`;
  const samples = Array.from({ length: RUNS }, () =>
    Number(
      execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
        cwd: repoRoot,
        env: { ...process.env, AWS_REGION: 'eu-central-1' },
      }).toString(),
    ),
  ).sort((a, b) => a - b);
  return samples[Math.floor(RUNS / 2)]!;
}

const rows: {
  handler: string;
  kb: number;
  ownKb: number;
  dataKb: number;
  ms: number;
  heaviest: [string, number][];
}[] = [];
for (const handler of handlers) {
  const { file, ownKb, dataKb, heaviest } = await bundle(handler);
  rows.push({ handler, kb: statSync(file).size / 1024, ownKb, dataKb, ms: initMs(file), heaviest });
}
rmSync(out, { recursive: true, force: true });

const overGoal = (row: (typeof rows)[number]) =>
  row.ms > GOALS.initMs || row.ownKb > GOALS.bundleKb;
console.log(
  `Lambdas (${sdkBundled ? 'AWS SDK bundled' : 'AWS SDK from the runtime'}), goals: init ≤ ${GOALS.initMs} ms, our code ≤ ${GOALS.bundleKb} KB`,
);
console.log(
  `${'handler'.padEnd(30)} ${'bundle'.padStart(8)} ${'ours'.padStart(8)} ${'data'.padStart(8)} ${'init'.padStart(8)}`,
);
for (const row of rows.sort((a, b) => b.ms - a.ms)) {
  // Where an oversized bundle's bytes come from, so the fix starts at the right import.
  const why =
    row.ownKb > GOALS.bundleKb
      ? `   ${row.heaviest.map(([origin, bytes]) => `${origin} ${(bytes / 1024).toFixed(0)} KB`).join(', ')}`
      : '';
  console.log(
    `${row.handler.padEnd(30)} ${row.kb.toFixed(0).padStart(5)} KB ${row.ownKb.toFixed(0).padStart(5)} KB ${row.dataKb ? `${row.dataKb.toFixed(0).padStart(5)} KB` : ' '.repeat(8)} ${row.ms.toFixed(0).padStart(5)} ms${overGoal(row) ? '  ✗' : ''}${why}`,
  );
}
const failing = rows.filter(overGoal);
if (check && failing.length) {
  console.error(`${failing.length} Lambdas over their goal`);
  process.exit(1);
}
