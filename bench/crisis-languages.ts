/**
 * The crisis detector's CPU per 2,000-character note, per language, bundled as the Lambdas carry
 * it and run in fresh Node processes (the one running this script, or BENCH_NODE=/path/to/node).
 * A warm Lambda reads notes in every language, and V8's regex compiler keeps state across them
 * (see lambdas/domain/safety/machine-code-regexes.ts), so each language is measured first in its
 * process and last, after notes in the four others. The two should be close; a language far slower
 * last pays for what the others compiled.
 * `--v8-flags=--no-regexp-tier-up` (or any V8 flags) runs the processes with those flags.
 * Run: npx tsx bench/crisis-languages.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleLambda, repoRoot } from '../infra/bundling';
import { longNote, notePools } from '../tests/unit/safety/long-notes';

const NOTES = 200;
const NOTE_LENGTH = 2000;
const node = process.env.BENCH_NODE ?? process.execPath;
const flags =
  process.argv
    .find((arg) => arg.startsWith('--v8-flags='))
    ?.slice('--v8-flags='.length)
    .split(' ')
    .filter(Boolean) ?? [];

const notes = Object.fromEntries(
  [...(await notePools())].map(([language, pool]) => [
    language,
    Array.from({ length: NOTES }, (_, index) => longNote(pool, index, NOTE_LENGTH)),
  ]),
);
const languages = Object.keys(notes);

const out = path.join(repoRoot, 'node_modules', '.cache', `ej-crisis-${process.pid}`);
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'notes.json'), JSON.stringify(notes));
writeFileSync(
  path.join(out, 'entry.ts'),
  `export { assessCrisis } from '${path.join(repoRoot, 'lambdas/domain/safety/index.ts')}';\n`,
);
await bundleLambda(path.join(out, 'entry.ts'), { outdir: out });

/** Each language in `order` in one process: the best of three passes over its notes, ms a note. */
const runner = `
const { assessCrisis } = await import(${JSON.stringify(`file://${out}/index.mjs`)});
const notes = JSON.parse((await import('node:fs')).readFileSync(${JSON.stringify(`${out}/notes.json`)}, 'utf8'));
const result = {};
for (const language of process.argv[1].split(',')) {
  const cpu = () => { const start = process.cpuUsage(); notes[language].forEach((note) => assessCrisis(note)); const { user, system } = process.cpuUsage(start); return (user + system) / 1000 / notes[language].length; };
  notes[language].slice(0, 20).forEach((note) => assessCrisis(note));
  result[language] = Math.min(cpu(), cpu(), cpu());
}
process.stdout.write(JSON.stringify(result));`;
const run = (order: string[]): Record<string, number> =>
  JSON.parse(
    execFileSync(node, [...flags, '--input-type=module', '-e', runner, order.join(',')], {
      cwd: repoRoot,
    }).toString(),
  );

console.log(
  `Crisis detection, ms of CPU per ${NOTE_LENGTH}-character note (${execFileSync(node, ['--version']).toString().trim()}${flags.length ? ` ${flags.join(' ')}` : ''})`,
);
console.log(`${'language'.padEnd(10)} ${'first'.padStart(8)} ${'last'.padStart(8)}`);
for (const language of languages) {
  const first = run([language])[language]!;
  const last = run([...languages.filter((other) => other !== language), language])[language]!;
  console.log(
    `${language.padEnd(10)} ${first.toFixed(2).padStart(8)} ${last.toFixed(2).padStart(8)}`,
  );
}
rmSync(out, { recursive: true, force: true });
