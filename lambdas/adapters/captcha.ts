import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  CAPTCHA_ALGORITHM,
  costOf,
  type CaptchaPurpose,
  CAPTCHA_TTL_SECONDS,
  decodeCaptchaToken,
} from '../domain/captcha';
import { invalid } from '../domain/errors';
import { db, tables, type TransactItem } from './dynamo';
import { env } from './env';
import { readSecret } from './secrets';

async function secret(): Promise<string> {
  const { CAPTCHA_SECRET, CAPTCHA_SECRET_ARN } = env();
  if (CAPTCHA_SECRET) return CAPTCHA_SECRET;
  if (CAPTCHA_SECRET_ARN) return readSecret(CAPTCHA_SECRET_ARN);
  throw new Error('no captcha secret configured');
}

/**
 * A new ALTCHA challenge, signed with the server's secret, valid for ten minutes. Its cost is
 * in the signed parameters, so the server can tell a sign-up's challenge from an easier one.
 */
export async function issueChallenge(
  now = new Date(),
  purpose: CaptchaPurpose = 'action',
): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: costOf(purpose),
    deriveKey,
    hmacSignatureSecret: await secret(),
    expiresAt: Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_SECONDS,
  });
}

export type CaptchaRejection =
  'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed' | 'too_easy';

/**
 * Checks a solved challenge without spending it: the signature must be ours, the solution right
 * and the challenge unexpired. A valid one comes back with the write that spends it (used
 * challenges are kept until they expire), to be made alone or in the transaction of the action
 * it allows, so that a replayed solution allows nothing.
 */
export async function verifyCaptcha(
  token: unknown,
  now = new Date(),
  purpose: CaptchaPurpose = 'action',
): Promise<{ rejection: CaptchaRejection } | { spend: TransactItem }> {
  if (token === undefined || token === null || token === '') return { rejection: 'missing' };
  const payload = decodeCaptchaToken(token);
  if (!payload) return { rejection: 'malformed' };
  if (payload.challenge.parameters.cost < costOf(purpose)) return { rejection: 'too_easy' };
  const expiresAt = payload.challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt * 1000 <= now.getTime()) return { rejection: 'expired' };
  const result = await verifySolution({
    challenge: payload.challenge as Challenge,
    solution: payload.solution as never,
    deriveKey,
    hmacSignatureSecret: await secret(),
  });
  if (result.expired) return { rejection: 'expired' };
  if (!result.verified) return { rejection: 'invalid' };
  return {
    spend: {
      Put: {
        TableName: tables.system,
        Item: { pk: `captcha#${payload.challenge.signature}`, expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  };
}

/**
 * Accepts a solved challenge once: checked, then spent on its own. Cognito's triggers use this
 * (they have nothing to write with it).
 */
export async function checkCaptcha(
  token: unknown,
  now = new Date(),
  purpose: CaptchaPurpose = 'action',
): Promise<CaptchaRejection | undefined> {
  const verified = await verifyCaptcha(token, now, purpose);
  if ('rejection' in verified) return verified.rejection;
  try {
    await db.send(new PutCommand(verified.spend.Put!));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return 'replayed';
    throw error;
  }
  return undefined;
}

export const captchaRefused = (rejection: CaptchaRejection) =>
  invalid('captcha_invalid', `Human check failed: ${rejection}`);

/** For routes: a bad solution is a 400 with code `captcha_invalid`, and nothing is written. */
export async function consumeCaptcha(token: unknown): Promise<void> {
  const rejection = await checkCaptcha(token);
  if (rejection) throw captchaRefused(rejection);
}

/** For routes that spend the check in their own transaction: the check, or a 400. */
export async function requireCaptcha(token: unknown): Promise<TransactItem> {
  const verified = await verifyCaptcha(token);
  if ('rejection' in verified) throw captchaRefused(verified.rejection);
  return verified.spend;
}
