import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unauthorized } from '../domain/errors';
import { db, tables, transact, type TransactItem } from './dynamo';

/**
 * Every user has one item in the system table that says whether their data may still be written
 * and which tokens still count: `user#<hash of id>` with `erasedAt` once erasure has started and
 * `revokedBefore` after "sign out everywhere". It lives outside the user's own partition so that
 * erasure, which empties that partition, leaves the guard standing (with a TTL, and nothing in it
 * but the hash and two times).
 *
 * Every write of user data is a transaction that checks this item, so a write either lands
 * before erasure starts (and erasure's sweep deletes it) or not at all.
 */
// Keyed by a hash of the id: what outlives an erasure names no one, even by their random id.
const key = (userId: string) => ({
  pk: `user#${createHash('sha256').update(userId).digest('base64url')}`,
});

/** How long the guard outlives an erasure: longer than any token issued before it. */
export const ERASED_GUARD_SECONDS = 2 * 24 * 3600;

export interface WriteAuthority {
  userId: string;
  /** The caller's token issue time; writes from the server itself (webhooks, triggers) have none. */
  issuedAt?: number;
}

/** The condition every user-data write carries: not erased, and the token not revoked. */
export function guardCheck({ userId, issuedAt }: WriteAuthority): TransactItem {
  const tokenStillValid =
    issuedAt === undefined
      ? ''
      : ' AND (attribute_not_exists(revokedBefore) OR revokedBefore <= :issuedAt)';
  return {
    ConditionCheck: {
      TableName: tables.system,
      Key: key(userId),
      ConditionExpression: `attribute_not_exists(erasedAt)${tokenStillValid}`,
      ...(issuedAt === undefined ? {} : { ExpressionAttributeValues: { ':issuedAt': issuedAt } }),
    },
  };
}

/**
 * Writes `items` for the user, guarded. Returns the indexes of `items` whose own conditions
 * failed (empty when all were written); a failed guard is a 401: the user is being erased or the
 * token was revoked.
 */
export async function writeForUser(
  authority: WriteAuthority,
  items: TransactItem[],
): Promise<number[]> {
  const failed = await transact([guardCheck(authority), ...items]);
  if (!failed) return [];
  if (failed.includes(0)) throw unauthorized('Session ended');
  return failed.map((i) => i - 1);
}

/** When the user's erasure started and before when their tokens are refused, if ever. */
export async function sessionState(
  userId: string,
): Promise<{ erasedAt?: number; revokedBefore?: number }> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.system, Key: key(userId), ConsistentRead: true }),
  );
  return {
    ...(typeof Item?.erasedAt === 'number' ? { erasedAt: Item.erasedAt } : {}),
    ...(typeof Item?.revokedBefore === 'number' ? { revokedBefore: Item.revokedBefore } : {}),
  };
}

/** Refuses every token issued before `now` ("sign out everywhere"). */
export async function revokeTokensBefore(userId: string, now: Date): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tables.system,
      Key: key(userId),
      UpdateExpression: 'SET revokedBefore = :now',
      ExpressionAttributeValues: { ':now': Math.floor(now.getTime() / 1000) },
    }),
  );
}

/**
 * Starts erasure: from this write on, no write of the user lands and no token of theirs counts.
 * The users count drops in the same transaction, exactly once, and only for a user who was
 * counted (who has an account record). True for the one call that started it; a parallel or
 * repeated erasure gets false and changes nothing.
 */
export async function startErasure(userId: string, now: Date): Promise<boolean> {
  const seconds = Math.floor(now.getTime() / 1000);
  const mark: TransactItem = {
    Update: {
      TableName: tables.system,
      Key: key(userId),
      UpdateExpression: 'SET erasedAt = :now, expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(erasedAt)',
      ExpressionAttributeValues: { ':now': seconds, ':expires': seconds + ERASED_GUARD_SECONDS },
    },
  };
  const failed = await transact([
    mark,
    {
      ConditionCheck: {
        TableName: tables.journal,
        Key: { userId, sk: 'account' },
        ConditionExpression: 'attribute_exists(sk)',
      },
    },
    userCountChange(-1),
  ]);
  if (!failed) return true;
  if (failed.includes(0)) return false;
  // No account record: the user was never counted; start erasure without touching the count.
  return (await transact([mark])) === undefined;
}

/** The registered-users counter moved in the same transaction as what created or erased a user. */
export const userCountChange = (delta: 1 | -1): TransactItem => ({
  Update: {
    TableName: tables.system,
    Key: { pk: 'userCount' },
    UpdateExpression: 'ADD #count :delta',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':delta': delta },
  },
});
