import { userContextOf, type UserContext, type UserRecords } from '../domain/user-context';
import { readAccount } from './accounts';
import { env } from './env';
import { countDays } from './journal';
import { readPayments } from './payments';
import { readProfile } from './profiles';

/** The account, profile, payments and days count of a user: four key reads, in parallel. */
export async function readUserRecords(userId: string): Promise<UserRecords> {
  const [account, profile, payments, daysWithEntries] = await Promise.all([
    readAccount(userId),
    readProfile(userId),
    readPayments(userId),
    countDays(userId),
  ]);
  return { account, profile, ...(payments ? { payments } : {}), daysWithEntries };
}

/** The caller's records with the access rules applied (the operator's admin list from env). */
export async function loadUserContext(
  userId: string,
  tokenEmail: string | undefined,
  now: Date,
): Promise<UserContext> {
  return userContextOf(await readUserRecords(userId), tokenEmail, env().ADMIN_EMAILS, now);
}
