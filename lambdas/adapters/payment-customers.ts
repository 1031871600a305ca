import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentState } from '../domain/payments/state';
import { readAccount } from './accounts';
import { db, tables } from './dynamo';
import { customerKey, mirrorKey, readPayments } from './payments';
import { createCustomer, eraseCustomer } from './stripe';
import { writeForUser, type WriteAuthority } from './user-guard';

/**
 * The user's customer at Stripe: made at the first checkout, deleted by erasure. Apart from the
 * mirror (payments.ts) because only these paths call Stripe: every other Lambda that reads the
 * mirror (me, analysis, chat) stays free of Stripe's SDK, a quarter of a megabyte.
 */

/**
 * Remembers the user's Stripe customer, with the pointer the webhook finds the user by, once:
 * if another request remembered one first, that one is the user's and is returned.
 */
async function rememberCustomer(authority: WriteAuthority, customerId: string): Promise<string> {
  const failed = await writeForUser(authority, [
    {
      Update: {
        TableName: tables.journal,
        Key: mirrorKey(authority.userId),
        UpdateExpression: 'SET customerId = :customerId',
        ConditionExpression: 'attribute_not_exists(customerId)',
        ExpressionAttributeValues: { ':customerId': customerId },
      },
    },
    {
      Put: {
        TableName: tables.system,
        Item: { ...customerKey(customerId), userId: authority.userId },
      },
    },
  ]);
  if (failed.length === 0) return customerId;
  return (await readPayments(authority.userId, { consistent: true }))?.customerId ?? customerId;
}

/**
 * The user's one Stripe customer: the one remembered, or a new one, created (with the token's
 * email, else the account's, for Stripe's receipts) and remembered.
 */
export async function customerFor(
  authority: WriteAuthority,
  known: PaymentState | undefined,
  tokenEmail: string | undefined,
): Promise<string> {
  if (known?.customerId) return known.customerId;
  const email = tokenEmail ?? (await readAccount(authority.userId))?.email;
  return rememberCustomer(authority, await createCustomer(authority.userId, email));
}

/**
 * Erasure's Stripe part, before anything of the user is deleted: their subscriptions end and
 * their customer is deleted at Stripe, and the customer's events lead nowhere any more. A user
 * who never went to checkout has nothing there. Stripe failing fails the erasure (503).
 */
export async function erasePayments(userId: string): Promise<void> {
  const customerId = (await readPayments(userId, { consistent: true }))?.customerId;
  if (!customerId) return;
  await eraseCustomer(customerId);
  await forgetCustomer(customerId);
}

async function forgetCustomer(customerId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tables.system, Key: customerKey(customerId) }));
}
