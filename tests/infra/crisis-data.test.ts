import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleLambda, repoRoot } from '../../infra/bundling';
import { handlerFunction } from '../../infra/lambda';

/**
 * The crisis detector's data (each lexicon's packed body, the linear reader's weights) ships as
 * files beside the code of every Lambda that detects, not inside it. If a deploy lost them, the
 * safety net would be gone; so this builds the artifacts the way a deploy does and runs them.
 */

const DATA_FILES = [
  /^en\.lexicon-\w+\.br$/,
  /^es\.lexicon-\w+\.br$/,
  /^slavic\.lexicon-\w+\.br$/,
  /^ja\.lexicon-\w+\.br$/,
  /^model-weights-\w+\.bin$/,
];

const work = mkdtempSync(join(tmpdir(), 'ej-crisis-data-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Imports a bundle in a new Node process, as Lambda's init does; its stderr on failure. */
function initOf(file: string): { ok: true } | { ok: false; stderr: string } {
  try {
    execFileSync(
      process.execPath,
      [
        '--no-warnings',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(`file://${file}`)});`,
      ],
      { env: { ...process.env, AWS_REGION: 'eu-central-1' }, stdio: 'pipe' },
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, stderr: String((error as { stderr?: Buffer }).stderr) };
  }
}

describe('the crisis detector as a deploy ships it', () => {
  let assetDir: string;

  beforeAll(() => {
    const app = new App({ outdir: join(work, 'cdk.out') });
    const stack = new Stack(app, 'Detecting');
    handlerFunction(stack, 'Create', {
      handler: 'emotions-create',
      code: 'bundle',
      environment: {},
    });
    const assembly = app.synth();
    const [asset] = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    assetDir = join(assembly.directory, asset!);
  }, 120_000);

  it('carries every data file beside the code, and the code no packed lexicon', () => {
    const files = readdirSync(assetDir);
    for (const pattern of DATA_FILES)
      expect(files.filter((name) => pattern.test(name))).toHaveLength(1);
    // The packed bodies were a 376 KB string inside each detecting bundle; now they are files.
    const ownCode = statSync(join(assetDir, 'index.mjs')).size;
    const data = files
      .filter((name) => name !== 'index.mjs')
      .reduce((sum, name) => sum + statSync(join(assetDir, name)).size, 0);
    expect(data).toBeGreaterThan(250_000);
    expect(ownCode).toBeLessThan(600_000);
  });

  it('starts from the asset as built, and refuses to start without its data', () => {
    expect(initOf(join(assetDir, 'index.mjs'))).toEqual({ ok: true });
    const lost = join(work, 'lost');
    cpSync(assetDir, lost, { recursive: true });
    const body = readdirSync(lost).find((name) => DATA_FILES[2]!.test(name))!;
    rmSync(join(lost, body));
    const init = initOf(join(lost, 'index.mjs'));
    // Loudly, at init, on every request: never a save that silently skips the check.
    expect(init.ok).toBe(false);
    expect(init.ok || init.stderr).toMatch(/ENOENT.*slavic\.lexicon/);
  });

  it('hears crisis in every language from a bundle built as the Lambdas are', async () => {
    const source = join(work, 'probe.ts');
    writeFileSync(
      source,
      `import { assessCrisis } from ${JSON.stringify(join(repoRoot, 'lambdas/domain/safety/index.ts'))};
      const notes = JSON.parse(process.argv[2]);
      process.stdout.write(JSON.stringify(notes.map((note) => assessCrisis(note).flagged)));`,
    );
    await bundleLambda(source, { outdir: join(work, 'probe') });
    const probe = join(work, 'probe', 'index.mjs');
    const notes = [
      'I have the pills counted out. Tonight I will take them all.',
      'Не хочу більше жити, завтра мене вже не буде.',
      'Я больше не могу, хочу умереть.',
      'Ya ne hochu zhyty, vse.',
      'Quiero morirme, ya no aguanto más.',
      'もう死にたい。消えたい。',
      'Had a lovely walk with the dog today.',
    ];
    const flagged = JSON.parse(
      execFileSync(process.execPath, [probe, JSON.stringify(notes)], { cwd: work }).toString(),
    ) as boolean[];
    expect(flagged).toEqual([true, true, true, true, true, true, false]);
  }, 60_000);
});
