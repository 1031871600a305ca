import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Every temporary file of a test run goes into one folder, removed when the run ends: CDK's synth
 * output (about 23 MB a synth, and the infra tests synthesize dozens of stacks), fake web builds,
 * master keys, the local stacks' data. Left in the system's temporary folder they filled the CI
 * machine's disk after a few hundred runs.
 *
 * Vitest runs a global setup once per project (and once for the root) in its main process, before
 * any worker starts; the first one makes the folder and points `TMPDIR` at it, which the workers
 * and the stacks they spawn inherit, and the later ones find it made.
 */
export default function setup() {
  if (process.env.EJ_TEST_SCRATCH) return;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'ej-test-'));
  process.env.EJ_TEST_SCRATCH = scratch;
  process.env.TMPDIR = scratch;
  return () => rmSync(scratch, { recursive: true, force: true });
}
