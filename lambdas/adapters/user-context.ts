import { accessOf, type Access, type AccessInput } from '../domain/access';
import type { AccountRecord } from '../domain/account';
import type { UserProfile } from '../domain/profile';
import { readAccount } from './accounts';
import { env } from './env';
import { listDates } from './journal';
import { readProfile } from './profiles';

export interface UserContext {
  email?: string;
  account?: AccountRecord;
  profile?: UserProfile;
  /** Sorted dates with entries. */
  dates: string[];
  daysWithEntries: number;
  /** What `access` was computed from, for rules that need more than the level. */
  accessInput: AccessInput;
  access: Access;
}

/**
 * What the access rules and the AI routes need about the caller, read in parallel (three key
 * reads). The email is the token's; access tokens carry none, so the account's stands in.
 */
export async function loadUserContext(
  userId: string,
  tokenEmail: string | undefined,
  now: Date,
): Promise<UserContext> {
  const [account, profile, dates] = await Promise.all([
    readAccount(userId),
    readProfile(userId),
    listDates(userId),
  ]);
  const email = tokenEmail ?? account?.email;
  const accessInput: AccessInput = {
    email,
    account,
    profile,
    daysWithEntries: dates.length,
    adminEmails: env().ADMIN_EMAILS,
    now,
  };
  return {
    email,
    account,
    profile,
    dates,
    daysWithEntries: dates.length,
    accessInput,
    access: accessOf(accessInput),
  };
}
