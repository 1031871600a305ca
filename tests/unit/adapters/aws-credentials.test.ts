import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '../../../lambdas/adapters/aws-credentials';

// What a deployed Lambda's clients resolve credentials with (infra/bundling.ts aliases it).
describe('defaultProvider (bundled Lambdas)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("uses the execution role's keys that Lambda puts in the environment", async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'session');
    await expect(defaultProvider()()).resolves.toMatchObject({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    });
  });

  it('fails plainly, looking nowhere else, when the environment has no keys', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', undefined);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', undefined);
    await expect(defaultProvider()()).rejects.toThrow(/environment variable credentials/);
  });
});
