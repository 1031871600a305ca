import { accessOf, type Access, type AccessInput } from './access';
import type { AccountRecord } from './account';
import type { PaymentState } from './payments/state';
import type { UserProfile } from './profile';

/** What the server stores about a user that the access rules and the AI routes read. */
export interface UserRecords {
  account?: AccountRecord;
  profile?: UserProfile;
  /** The mirror of the user's Stripe payments; absent when they never started a checkout. */
  payments?: PaymentState;
  daysWithEntries: number;
}

export interface UserContext extends UserRecords {
  email?: string;
  /** What `access` was computed from, for rules that need more than the level. */
  accessInput: AccessInput;
  access: Access;
}

/**
 * The caller as the rules see them. The email is the token's; access tokens carry none, so the
 * account's stands in.
 */
export function userContextOf(
  records: UserRecords,
  tokenEmail: string | undefined,
  adminEmails: readonly string[],
  now: Date,
): UserContext {
  const email = tokenEmail ?? records.account?.email;
  const accessInput: AccessInput = {
    email,
    account: records.account,
    profile: records.profile,
    payments: records.payments,
    daysWithEntries: records.daysWithEntries,
    adminEmails,
    now,
  };
  return {
    ...records,
    email,
    accessInput,
    access: accessOf(accessInput),
  };
}
