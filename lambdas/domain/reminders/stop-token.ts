import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The stop link's token: the user id and an HMAC-SHA256 of it under the server's secret, so one
 * click stops that user's reminder and nobody else's, with no sign-in. It does not expire: a
 * link in an old email must still stop what it says. The purpose is part of what is signed, so
 * the secret signs nothing else by accident. Server-only (node:crypto).
 */
const PURPOSE = 'emotion-journal:reminder-stop:v1';

const macOf = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${userId}`).digest();

const idPart = (userId: string) => Buffer.from(userId, 'utf8').toString('base64url');

export function signStopToken(secret: string, userId: string): string {
  return `${idPart(userId)}.${macOf(secret, userId).toString('base64url')}`;
}

/** The user the token stops, or `undefined` for a token this secret did not sign for them. */
export function verifyStopToken(secret: string, token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // One spelling per id: a token that decodes to it some other way is not one we wrote.
  if (!userId || idPart(userId) !== match[1]) return undefined;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = macOf(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
