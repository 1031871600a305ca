import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { webConfigSchema } from '../../lambdas/domain/web-config';
import { routes } from '../../lambdas/routes';
import { freePort, startStackProcess } from '../support/stack-process';
import { baseUrl, call } from './helpers';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the local stack', () => {
  it('serves health, the user count and /config.json', async () => {
    expect((await call('/api/health')).body).toEqual({ ok: true });
    expect(typeof (await call('/api/user-count')).body.count).toBe('number');
    const config = webConfigSchema.parse((await call('/config.json')).body);
    expect(config).toMatchObject({ mode: 'local', authFlow: 'USER_PASSWORD_AUTH' });
    expect(config.cognitoEndpoint).toBe(`${baseUrl()}/cognito/`);
  });

  it('answers every token route of the table with 401 without a token', async () => {
    for (const route of routes.filter((r) => r.auth === 'token')) {
      const result = await call(route.path, {
        method: route.method,
        body: route.method === 'GET' ? undefined : {},
      });
      expect(result.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('answers 404 to routes that are not in the table', async () => {
    expect((await call('/api/nothing-here')).status).toBe(404);
    expect((await call('/api/health', { method: 'DELETE' })).status).toBe(404);
  });

  it('validates the local-only routes', async () => {
    expect((await call('/api/dev/outbox?to=not-an-email')).status).toBe(400);
    expect(
      (await call('/api/dev/seed', { method: 'POST', body: { email: 'x@example.com' } })).status,
    ).toBe(400);
    const first = await call('/api/dev/seed', {
      method: 'POST',
      body: { email: 'twice@example.com', password: 'Secret123', days: 0 },
    });
    expect(first.status).toBe(201);
    const second = await call('/api/dev/seed', {
      method: 'POST',
      body: { email: 'twice@example.com', password: 'Secret123', days: 0 },
    });
    expect(second.status).toBe(409);
  });

  it('keeps its data across a restart, starts clean after a reset, and explains a busy port', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ej-restart-'));
    try {
      const port = await freePort();
      let stack = await startStackProcess({ port, dataDir });
      const seeded = await fetch(`${stack.url}/api/dev/seed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'keep@example.com', password: 'Secret123', days: 2 }),
      });
      expect(seeded.status).toBe(201);
      const config = await (await fetch(`${stack.url}/config.json`)).json();

      // A second start on the same port is refused with a clear message.
      const busy = await run(process.execPath, ['--import', 'tsx', 'lambdas/local/start.ts'], {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
      }).catch((error: { code: number; stderr: string }) => error);
      expect((busy as { code: number }).code).toBe(1);
      expect((busy as { stderr: string }).stderr).toContain(`Port ${port} is already in use`);

      await stack.stop();
      stack = await startStackProcess({ port, dataDir });
      expect((await (await fetch(`${stack.url}/api/user-count`)).json()).count).toBe(1);
      expect(await (await fetch(`${stack.url}/config.json`)).json()).toEqual(config);
      await stack.stop();

      await run(process.execPath, ['--import', 'tsx', 'lambdas/local/reset.ts'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      stack = await startStackProcess({ port, dataDir });
      expect((await (await fetch(`${stack.url}/api/user-count`)).json()).count).toBe(0);
      await stack.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
