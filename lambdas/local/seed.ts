import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createAccountIfMissing } from '../adapters/accounts';
import { countDays, saveEntry } from '../adapters/journal';
import { newAccountRecord } from '../domain/account';
import { addDays, localDateTime } from '../domain/dates';
import { buildEntry } from '../domain/journal';
import type { RunningCognito } from './cognito-local';

export type SeedUser = (input: {
  email: string;
  password: string;
  days: number;
}) => Promise<{ userId: string; email: string; daysWithEntries: number } | { error: unknown }>;

/** Test data only: a few moods to vary the seeded days. */
const seedMoods = [
  { emotion: 'calm', note: 'A quiet morning walk helped.' },
  { emotion: 'anxious', note: 'Worried about work and the news.' },
  { emotion: 'grateful', note: 'Dinner with friends.' },
  { emotion: 'tired', note: 'Slept badly.' },
  { emotion: 'hopeful', note: 'Planned the weekend.' },
];

/**
 * `POST /api/dev/seed`: a confirmed, verified user with one entry on each of the last `days`
 * days, written through the same store the API uses.
 */
export function createSeeder(cognito: RunningCognito): SeedUser {
  return async ({ email, password, days }) => {
    let userId: string;
    try {
      const { User } = await cognito.client.send(
        new AdminCreateUserCommand({
          UserPoolId: cognito.userPoolId,
          Username: email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
      userId = User!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
    } catch (error) {
      if (error instanceof UsernameExistsException) {
        return { error: { code: 'user_exists', message: 'A user with this email exists' } };
      }
      throw error;
    }
    await cognito.client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: cognito.userPoolId,
        Username: email,
        Password: password,
        Permanent: true,
      }),
    );
    const now = new Date();
    await createAccountIfMissing(userId, newAccountRecord({ email, now, termsAccepted: true }));
    const today = localDateTime(now, 'UTC').date;
    for (let i = days - 1; i >= 0; i--) {
      const mood = seedMoods[i % seedMoods.length]!;
      const instant = new Date(`${addDays(today, -i)}T09:${String(i % 60).padStart(2, '0')}:00Z`);
      await saveEntry({ userId }, buildEntry({ ...mood, timezone: 'UTC' }, randomUUID(), instant));
    }
    return { userId, email, daysWithEntries: await countDays(userId) };
  };
}
