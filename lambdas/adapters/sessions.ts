import {
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterRequest, type SeenSession } from '../domain/sessions';
import { db, tables } from './dynamo';
import { env } from './env';
import { openerFor, sealerFor } from './keys/user-text';
import { logger } from './logger';
import { writeForUser, type WriteAuthority } from './user-guard';

/** The sign-ins the API has seen: one item, `sessions`, sealed (devices say where someone is). */
const key = (userId: string) => ({ userId, sk: 'sessions' });

export async function readSessions(userId: string): Promise<SeenSession[]> {
  const { Item } = await db.send(new GetCommand({ TableName: tables.journal, Key: key(userId) }));
  if (typeof Item?.sealed !== 'string') return [];
  return (await openerFor(userId, [Item]))<SeenSession[]>(Item.sealed);
}

/**
 * Notes that a sign-in was used (the app calls `/api/me` when it opens), at most once a minute
 * per sign-in, since it is a write.
 */
export async function noteSession(
  authority: WriteAuthority,
  request: { signedInAt: number; device: string; now: number },
): Promise<void> {
  const sessions = await readSessions(authority.userId);
  const seen = sessions.find((s) => s.signedInAt === request.signedInAt);
  if (seen && seen.device === request.device && request.now - seen.lastSeenAt < 60_000) return;
  const seal = await sealerFor(authority.userId);
  await writeForUser(authority, [
    {
      Put: {
        TableName: tables.journal,
        Item: { ...key(authority.userId), sealed: seal(afterRequest(sessions, request)) },
      },
    },
  ]);
}

export async function forgetSessions(userId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tables.journal, Key: key(userId) }));
}

const cognito = new CognitoIdentityProviderClient({});

/**
 * Cognito's own sign-out everywhere: the refresh tokens stop working, so no device gets new
 * tokens. (The tokens already issued are refused by the guard; Cognito cannot recall those.)
 * cognito-local has no global sign-out; there the guard alone does the work.
 */
export async function signOutEverywhereInCognito(userId: string): Promise<void> {
  const { USER_POOL_ID, MODE } = env();
  try {
    await cognito.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: USER_POOL_ID, Username: userId }),
    );
  } catch (error) {
    if (MODE !== 'local') throw error;
    logger.info('global sign-out left to the guard locally', { errorName: (error as Error).name });
  }
}
