/**
 * The tables, described once: the CDK data construct and the local stack both build from this.
 *
 * `journal` holds everything of one user under their id (single-table design), so that a day,
 * a date range, the calendar and erasure are each one key query; its key layout is documented
 * and used only in the adapters that own those items (journal.ts, accounts.ts, profiles.ts,
 * conversations.ts, quota.ts, payments.ts: `subscription`, the mirror of the user's Stripe
 * payments). Journal text in it is sealed with the user's data key.
 * `system` holds what belongs to no user: the registered-users counter, used captcha
 * challenges, the erasure and sign-out guard of each user (by a hash of their id), and for
 * payments `stripe-customer#<id>` (whose customer it is) and `stripe-event#<id>` (a webhook
 * event already applied, expiring).
 * `keys` holds each user's wrapped data key, and is kept out of every backup on purpose:
 * deleting a key there is what makes every copy of that user's text unreadable.
 */
export interface TableDefinition {
  partitionKey: string;
  sortKey?: string;
  /** Attribute holding an epoch-seconds expiry (DynamoDB TTL in AWS). */
  ttlAttribute?: string;
  /** False for the one table no backup may hold (point-in-time recovery and AWS Backup). */
  backedUp: boolean;
}

export const tableDefinitions = {
  journal: { partitionKey: 'userId', sortKey: 'sk', backedUp: true },
  system: { partitionKey: 'pk', ttlAttribute: 'expiresAt', backedUp: true },
  keys: { partitionKey: 'userId', backedUp: false },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tableDefinitions;
