import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { call, localTables, seededUser, useStackEnvironment } from './helpers';

/** The migrations, run in this process against the local stack's DynamoDB, as the stack runs them. */
async function migrations() {
  useStackEnvironment();
  return import('../../lambdas/migrations/run');
}

describe('data written by the previous version', () => {
  it('moves the whole-history date set to month sets and a count, drops retry claims, and resumes', async () => {
    const { db, tables, scan } = localTables();
    const user = await seededUser(0, 'legacy');
    const { userId } = user;
    // What the previous save wrote: entries keyed with their time, one set of every date, claims.
    const dates = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-02-14'];
    for (const date of dates) {
      const id = randomUUID();
      const entry = {
        id,
        date,
        time: '09:00:00',
        datetime: `${date}T09:00:00.000Z`,
        timezone: 'UTC',
        emotion: 'calm',
      };
      await db.send(
        new PutCommand({
          TableName: tables.journal,
          Item: { userId, sk: `entry#${date}#09:00:00#${id}`, ...entry },
        }),
      );
      await db.send(
        new PutCommand({ TableName: tables.journal, Item: { userId, sk: `request#${id}`, entry } }),
      );
    }
    await db.send(
      new PutCommand({
        TableName: tables.journal,
        Item: { userId, sk: 'days', dates: new Set(dates) },
      }),
    );
    for (const name of ['days-by-month', 'seal-user-text']) {
      await db.send(
        new DeleteCommand({ TableName: tables.system, Key: { pk: `migration#${name}` } }),
      );
    }

    const { runMigrations } = await migrations();
    // A run cut short at once records nothing finished; the next one completes.
    expect((await runMigrations({ deadline: Date.now() - 1 })).finished).toBe(false);
    const { migrated, finished } = await runMigrations();
    expect(finished).toBe(true);
    expect(migrated['days-by-month']).toBeGreaterThanOrEqual(1);
    expect(migrated['seal-user-text']).toBeGreaterThanOrEqual(1);

    const mine = (await scan(tables.journal)).filter((item) => item.userId === userId);
    expect(mine.filter((item) => String(item.sk).startsWith('request#'))).toEqual([]);
    expect(mine.find((item) => item.sk === 'days')).toBeUndefined();
    expect(
      (await db.send(new GetCommand({ TableName: tables.journal, Key: { userId, sk: 'stats' } })))
        .Item?.days,
    ).toBe(4);
    // The API reads the migrated data: the calendar, the count, the old entries by day.
    const days = await call('/api/days?from=2025-12-01&to=2026-01-31', { token: user.token });
    expect(days.body).toEqual({
      dates: ['2025-12-30', '2025-12-31', '2026-01-01'],
      daysWithEntries: 4,
    });
    const day = await call('/api/emotions?date=2026-02-14', { token: user.token });
    expect(day.body.entries).toHaveLength(1);
    // The old entries are sealed now: no note or emotion is left in plain text.
    const after = (await scan(tables.journal)).filter((item) => item.userId === userId);
    expect(after.filter((item) => String(item.sk).startsWith('entry#'))).toHaveLength(4);
    for (const item of after.filter((i) => String(i.sk).startsWith('entry#'))) {
      expect(item).not.toHaveProperty('emotion');
      expect(typeof item.sealed).toBe('string');
    }
    // Running again changes nothing.
    expect((await runMigrations()).migrated).toEqual({});
  });
});
