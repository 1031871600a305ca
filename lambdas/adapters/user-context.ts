import { userContextOf, type UserContext, type UserRecords } from '../domain/user-context';
import { readAccount } from './accounts';
import { env } from './env';
import { listDates } from './journal';
import { readProfile } from './profiles';

/** The account, profile and dates with entries of a user: three key reads, in parallel. */
export async function readUserRecords(userId: string): Promise<UserRecords> {
  const [account, profile, dates] = await Promise.all([
    readAccount(userId),
    readProfile(userId),
    listDates(userId),
  ]);
  return { account, profile, dates };
}

/** The caller's records with the access rules applied (the operator's admin list from env). */
export async function loadUserContext(
  userId: string,
  tokenEmail: string | undefined,
  now: Date,
): Promise<UserContext> {
  return userContextOf(await readUserRecords(userId), tokenEmail, env().ADMIN_EMAILS, now);
}
