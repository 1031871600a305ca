import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../lambdas/domain/dates';
import { buildEntry } from '../../lambdas/domain/journal';
import { registeredUser, saveEmotion, useStackEnvironment } from './helpers';

/** The journal store, pointed at the local stack's DynamoDB, as the handlers use it. */
async function store() {
  useStackEnvironment();
  return import('../../lambdas/adapters/journal');
}

let journal: Awaited<ReturnType<typeof store>>;
beforeAll(async () => {
  journal = await store();
});

describe('the days count under concurrency, on the local DynamoDB', () => {
  it('counts exactly 5 days for 50 concurrent saves spread over 5 days', async () => {
    const userId = `concurrent-${randomUUID()}`;
    const start = '2026-03-27'; // spans the March DST change
    const saves = Array.from({ length: 50 }, (_, i) => {
      const date = addDays(start, i % 5);
      const instant = new Date(`${date}T12:00:${String(i % 60).padStart(2, '0')}Z`);
      return buildEntry({ emotion: `e${i}`, timezone: 'UTC' }, randomUUID(), instant);
    });
    const results = await Promise.all(saves.map((entry) => journal.saveEntry({ userId }, entry)));
    expect(await journal.countDays(userId)).toBe(5);
    // Each date was counted by exactly one of the saves that raced for it.
    expect(results.filter((r) => r.newDate)).toHaveLength(5);
    expect(await journal.listEntries(userId, start, addDays(start, 4))).toHaveLength(50);
    expect(await journal.listDates(userId)).toEqual([0, 1, 2, 3, 4].map((d) => addDays(start, d)));
  });

  it('makes one entry of 20 concurrent retries with one requestId', async () => {
    const userId = `retries-${randomUUID()}`;
    const requestId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        journal.saveEntry(
          { userId },
          // Retries within the same day: one requestId, twenty attempts a second apart.
          buildEntry(
            { emotion: `try ${i}`, timezone: 'UTC' },
            requestId,
            new Date(Date.parse('2026-03-10T10:00:00Z') + i * 1000),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const winner = results.find((r) => r.created)!.entry;
    for (const result of results) expect(result.entry).toEqual(winner);
    const entries = await journal.listEntries(userId, winner.date, winner.date);
    expect(entries).toEqual([winner]);
    expect(await journal.countDays(userId)).toBe(1);
  });

  it('counts the distinct dates of concurrent saves through the API', async () => {
    const { token } = await registeredUser('parallel');
    const zones = [
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'UTC',
      'Asia/Tokyo',
      'America/New_York',
    ];
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        saveEmotion(token, { timezone: zones[i % zones.length] }),
      ),
    );
    const dates = new Set(results.map((r) => r.body.entry.date as string));
    expect(results.every((r) => r.status === 201)).toBe(true);
    const { body } = await saveEmotion(token, { timezone: 'UTC' });
    expect(body.daysWithEntries).toBe(new Set([...dates, body.entry.date]).size);
  });
});
