/**
 * The tables, described once: the CDK data construct and the local stack both build from this.
 *
 * `journal` holds everything of one user under their id (single-table design), so that a day,
 * a date range, the calendar and erasure are each one key query:
 *   entry#<yyyy-MM-dd>#<HH:mm:ss>#<id>  an emotion entry
 *   day#<yyyy-MM-dd>                    a date with entries (the calendar's marks)
 *   request#<requestId>                 a save already done for a client retry key
 *   profile | account | stats           the user profile, the account record, the days count
 *   subscription                        the mirror of the user's Stripe payments (adapters/payments.ts)
 * `system` holds what belongs to no user: the registered-users counter, used captcha challenges,
 * and for payments `stripe-customer#<id>` (whose customer it is) and `stripe-event#<id>` (a webhook
 * event already applied, expiring).
 */
export interface TableDefinition {
  partitionKey: string;
  sortKey?: string;
  /** Attribute holding an epoch-seconds expiry (DynamoDB TTL in AWS). */
  ttlAttribute?: string;
}

export const tableDefinitions = {
  journal: { partitionKey: 'userId', sortKey: 'sk' },
  system: { partitionKey: 'pk', ttlAttribute: 'expiresAt' },
} as const satisfies Record<string, TableDefinition>;

export type TableKey = keyof typeof tableDefinitions;
