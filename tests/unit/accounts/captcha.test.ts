import './setup-env';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { solveChallenge, createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkCaptcha, consumeCaptcha, issueChallenge } from '../../../lambdas/adapters/captcha';

const dynamo = mockClient(DynamoDBDocumentClient);

async function tokenFor(challenge: Challenge, edit?: (payload: any) => void): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = JSON.parse(JSON.stringify({ challenge, solution }));
  edit?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('the human check verifier', () => {
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(PutCommand).resolves({});
  });

  it('accepts a solved, signed, unexpired challenge and records it as used', async () => {
    const token = await tokenFor(await issueChallenge());
    expect(await checkCaptcha(token)).toBeUndefined();
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.TableName).toBe('system-test');
    expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(String(put.Item!.pk)).toMatch(/^captcha#/);
  });

  it('refuses a replayed solution', async () => {
    const token = await tokenFor(await issueChallenge());
    dynamo
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'exists', $metadata: {} }));
    expect(await checkCaptcha(token)).toBe('replayed');
  });

  it('refuses an expired challenge without recording it', async () => {
    const token = await tokenFor(await issueChallenge(new Date(Date.now() - 11 * 60_000)));
    expect(await checkCaptcha(token)).toBe('expired');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    [
      'a changed salt',
      // Always a different first character (a fixed 'ff' left 1 salt in 256 unchanged).
      (p: any) =>
        (p.challenge.parameters.salt =
          (p.challenge.parameters.salt[0] === 'f' ? '0' : 'f') +
          p.challenge.parameters.salt.slice(1)),
    ],
    ['a later expiry', (p: any) => (p.challenge.parameters.expiresAt += 3600)],
    ['a forged signature', (p: any) => (p.challenge.signature = 'a'.repeat(64))],
    ['a wrong solution', (p: any) => (p.solution.derivedKey = '00'.repeat(32))],
  ])('refuses a tampered token: %s', async (_label, edit) => {
    const token = await tokenFor(await issueChallenge(), edit);
    expect(await checkCaptcha(token)).toBe('invalid');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a challenge signed with another secret', async () => {
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 5000,
      deriveKey,
      hmacSignatureSecret: 'someone-elses-secret-value',
      expiresAt: Math.floor(Date.now() / 1000) + 600,
    });
    expect(await checkCaptcha(await tokenFor(foreign))).toBe('invalid');
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['not base64 json', 'malformed'],
    [Buffer.from('{"challenge":{}}').toString('base64'), 'malformed'],
    [42, 'malformed'],
  ])('refuses %j as %s', async (token, reason) => {
    expect(await checkCaptcha(token)).toBe(reason);
  });

  it('turns a refusal into a 400 captcha_invalid for routes', async () => {
    await expect(consumeCaptcha('')).rejects.toMatchObject({
      kind: 'invalid',
      code: 'captcha_invalid',
    });
  });
});
