import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ReminderRecord } from '../domain/reminders/settings';
import { db, tables } from './dynamo';
import { openerFor, openItem, sealerFor } from './keys/user-text';
import { writeForUser, type WriteAuthority } from './user-guard';

/**
 * The user's reminder, one item in their partition (`reminder`): the settings plain (the sender
 * needs the time and channels, never journal text), the browser's push subscription sealed with
 * the user's key (its endpoint is a capability: whoever has it can push to that browser).
 */
const key = (userId: string) => ({ userId, sk: 'reminder' });

export async function readReminder(userId: string): Promise<ReminderRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tables.journal, Key: key(userId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { updatedAt: _updated, ...item } = Item;
  return openItem<ReminderRecord>(item, await openerFor(userId, [item]));
}

/** Replaces the user's reminder with what they saved (a guarded write). */
export async function writeReminder(
  authority: WriteAuthority,
  record: ReminderRecord,
  now: Date,
): Promise<void> {
  const { pushSubscription, ...settings } = record;
  const sealed = pushSubscription
    ? { sealed: (await sealerFor(authority.userId))({ pushSubscription }) }
    : {};
  await writeForUser(authority, [
    {
      Put: {
        TableName: tables.journal,
        Item: { ...key(authority.userId), ...settings, ...sealed, updatedAt: now.toISOString() },
      },
    },
  ]);
}

/**
 * Turns the reminder off, keeping the user's time and channels for when they turn it on again.
 * A user with no reminder item has nothing to turn off; an erased one is refused by the guard.
 */
export async function turnReminderOff(userId: string, now: Date): Promise<void> {
  await writeForUser({ userId }, [
    {
      Update: {
        TableName: tables.journal,
        Key: key(userId),
        UpdateExpression: 'SET enabled = :off, updatedAt = :now',
        ConditionExpression: 'attribute_exists(sk)',
        ExpressionAttributeValues: { ':off': false, ':now': now.toISOString() },
      },
    },
  ]);
}

/** The push service says the subscription is gone (the user blocked or cleared it): forget it. */
export async function forgetPushSubscription(userId: string): Promise<void> {
  await writeForUser({ userId }, [
    {
      Update: {
        TableName: tables.journal,
        Key: key(userId),
        UpdateExpression: 'REMOVE sealed',
        ConditionExpression: 'attribute_exists(sk)',
      },
    },
  ]);
}
