import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { repoRoot } from '../../infra/bundling';
import {
  createStack,
  type EmotionJournalStack,
  type EmotionJournalStackProps,
} from '../../infra/stack';

/** A web build as Vite leaves it, so tests do not depend on (or race with) `npm run build`. */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ej-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

const cdkJsonContext = (
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/**
 * The stack as `cdk synth` builds it (cdk.json context, same createStack), with stub Lambda code:
 * bundling every handler would make the suite slow and fail on handlers still being written.
 */
export function synth(
  context: Record<string, unknown> = {},
  options: Pick<EmotionJournalStackProps, 'routes'> = {},
): {
  app: App;
  stack: EmotionJournalStack;
  template: Template;
} {
  const app = new App({ context: { ...cdkJsonContext, ...context } });
  const stack = createStack(app, { lambdaCode: 'stub', ...options });
  return { app, stack, template: Template.fromStack(stack) };
}
