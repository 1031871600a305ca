import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_ALGORITHM,
  CAPTCHA_COST,
  CAPTCHA_TTL_SECONDS,
  decodeCaptchaToken,
} from '../domain/captcha';
import { invalid } from '../domain/errors';
import { db, tables } from './dynamo';
import { env } from './env';
import { readSecret } from './secrets';

async function secret(): Promise<string> {
  const { CAPTCHA_SECRET, CAPTCHA_SECRET_ARN } = env();
  if (CAPTCHA_SECRET) return CAPTCHA_SECRET;
  if (CAPTCHA_SECRET_ARN) return readSecret(CAPTCHA_SECRET_ARN);
  throw new Error('no captcha secret configured');
}

/** A new ALTCHA challenge, signed with the server's secret, valid for ten minutes. */
export async function issueChallenge(now = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    deriveKey,
    hmacSignatureSecret: await secret(),
    expiresAt: Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_SECONDS,
  });
}

export type CaptchaRejection = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed';

/**
 * Accepts a solved challenge once: the signature must be ours, the solution right, the
 * challenge unexpired and never used before. Used challenges are kept until they expire.
 */
export async function checkCaptcha(
  token: unknown,
  now = new Date(),
): Promise<CaptchaRejection | undefined> {
  if (token === undefined || token === null || token === '') return 'missing';
  const payload = decodeCaptchaToken(token);
  if (!payload) return 'malformed';
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt * 1000 <= now.getTime()) return 'expired';
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution as never,
    deriveKey,
    hmacSignatureSecret: await secret(),
  });
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  try {
    await db.send(
      new PutCommand({
        TableName: tables.system,
        Item: { pk: `captcha#${payload.challenge.signature}`, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'replayed';
    throw error;
  }
  return undefined;
}

/** For routes: a bad solution is a 400 with code `captcha_invalid`, and nothing is written. */
export async function consumeCaptcha(token: unknown): Promise<void> {
  const rejection = await checkCaptcha(token);
  if (rejection) throw invalid('captcha_invalid', `Human check failed: ${rejection}`);
}
