import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api';

// IndexedDB stands in as a map: what is under test is the order, the ids and what stays.
const stored = new Map<string, unknown>();
vi.mock('@web/lib/deviceStore', () => ({
  deviceStore: {
    get: async (key: string) => stored.get(key),
    set: async (key: string, value: unknown) => void stored.set(key, value),
    update: async (key: string, updater: (old: unknown) => unknown) =>
      void stored.set(key, updater(stored.get(key))),
  },
}));

const { enqueue, queuedEntries, waitingCount } = await import('@web/features/journal/outbox');
const { sendOutbox } = await import('@web/features/journal/sendOutbox');
type QueuedEntry = Awaited<ReturnType<typeof queuedEntries>>[number];
type Deps = Parameters<typeof sendOutbox>[1];

const USER = 'user-a';
const queued = (n: number): QueuedEntry => ({
  requestId: `00000000-0000-4000-8000-00000000000${n}`,
  input: { emotion: `word ${n}`, note: `note ${n}`, language: 'uk' },
  date: '2026-11-26',
  time: `21:0${n}:00`,
  timezone: 'Europe/Kyiv',
});

const saved = (body: { requestId?: string; emotion: string }) => ({
  entry: {
    id: `entry-${body.requestId}`,
    date: '2026-11-26',
    time: '21:30:00',
    datetime: '2026-11-26T19:30:00.000Z',
    timezone: 'Europe/Kyiv',
    emotion: body.emotion,
  },
  daysWithEntries: 1,
});

function deps(failures: Record<number, unknown> = {}) {
  const sent: { requestId?: string; captchaToken: string; timezone: string }[] = [];
  let call = 0;
  const onSent = vi.fn();
  const run: Deps = {
    solve: async () => `token-${call}`,
    send: async (body) => {
      const failure = failures[call++];
      if (failure) throw failure;
      sent.push(body);
      return saved(body);
    },
    onSent,
  };
  return { run, sent, onSent };
}

beforeEach(() => stored.clear());

describe('the outbox', () => {
  it('keeps one entry per request id, in the order written', async () => {
    await enqueue(USER, queued(1));
    await enqueue(USER, queued(2));
    await enqueue(USER, { ...queued(1), input: { emotion: 'changed' } });
    expect((await queuedEntries(USER)).map((entry) => entry.input.emotion)).toEqual([
      'word 2',
      'changed',
    ]);
    expect(await waitingCount('user-b')).toBe(0);
  });

  it('sends every entry once with its own id, zone and a fresh check, then lets it go', async () => {
    await enqueue(USER, queued(1));
    await enqueue(USER, queued(2));
    const { run, sent, onSent } = deps();
    expect(await sendOutbox(USER, run)).toBe('done');
    expect(sent.map((body) => body.requestId)).toEqual([queued(1).requestId, queued(2).requestId]);
    expect(sent.map((body) => body.captchaToken)).toEqual(['token-0', 'token-1']);
    expect(sent.every((body) => body.timezone === 'Europe/Kyiv')).toBe(true);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(await queuedEntries(USER)).toEqual([]);
  });

  it.each([
    ['still offline', new ApiError(0, 'network', 'Network error'), 'offline'],
    ['a session to renew', new ApiError(401, 'unauthorized', 'x'), 'later'],
    ['a busy server', new ApiError(503, 'internal', 'x'), 'later'],
    ['a used human check', new ApiError(403, 'captcha_invalid', 'x'), 'later'],
  ])('stops at %s and keeps what is not sent', async (_, failure, result) => {
    await enqueue(USER, queued(1));
    await enqueue(USER, queued(2));
    const { run } = deps({ 1: failure });
    expect(await sendOutbox(USER, run)).toBe(result);
    expect((await queuedEntries(USER)).map((entry) => entry.requestId)).toEqual([
      queued(2).requestId,
    ]);
  });

  it('marks an entry the server refuses for good, sends the rest, and never resends it', async () => {
    await enqueue(USER, queued(1));
    await enqueue(USER, queued(2));
    const first = deps({ 0: new ApiError(422, 'invalid_body', 'x') });
    expect(await sendOutbox(USER, first.run)).toBe('done');
    expect(await queuedEntries(USER)).toEqual([{ ...queued(1), refused: 'invalid_body' }]);
    const second = deps();
    await sendOutbox(USER, second.run);
    expect(second.sent).toEqual([]);
  });

  it('sends only its own person’s entries', async () => {
    await enqueue('user-b', queued(3));
    await enqueue(USER, queued(1));
    const { run, sent } = deps();
    await sendOutbox(USER, run);
    expect(sent.map((body) => body.requestId)).toEqual([queued(1).requestId]);
    expect(await waitingCount('user-b')).toBe(1);
  });
});
