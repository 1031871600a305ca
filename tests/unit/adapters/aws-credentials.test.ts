import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '../../../lambdas/adapters/aws-credentials';
import { fromEnvSigningName, nodeProvider } from '../../../lambdas/adapters/aws-token-providers';

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

describe('bearer-token providers (bundled Lambdas)', () => {
  it('never offer a token: every Bedrock call is signed by the execution role', async () => {
    await expect(fromEnvSigningName()()).rejects.toThrow(/No bearer token/);
    await expect(nodeProvider()()).rejects.toThrow(/No bearer token/);
  });
});
