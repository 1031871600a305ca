import { ApiError, isNetworkError, type BodyOf } from '@web/lib/api';
import type { SavedEntry } from './journalQueries';
import { dequeue, markRefused, queuedEntries, type QueuedEntry } from './outbox';

export interface OutboxDeps {
  /** A fresh human-check token for one send. */
  solve: () => Promise<string>;
  send: (body: BodyOf<'POST /api/emotions'>) => Promise<SavedEntry>;
  /** Called once the server holds the entry and the device has let it go. */
  onSent: (queued: QueuedEntry, saved: SavedEntry) => void;
}

export type OutboxRun = 'done' | 'offline' | 'later';

/** A refusal that will be the same on every try: the entry is shown as refused, not resent. */
const isPermanent = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 400 || error.status === 413 || error.status === 422);

/**
 * Sends the waiting entries, oldest first, each with its own request id and a fresh human check.
 * Stops at the first network failure (still offline: try again on the next `online`) or at a
 * refusal that may pass later (an expired session, a busy server); an entry is taken off the
 * device only after the server answered with it.
 */
export async function sendOutbox(userId: string, deps: OutboxDeps): Promise<OutboxRun> {
  for (const queued of await queuedEntries(userId)) {
    if (queued.refused) continue;
    try {
      const saved = await deps.send({
        ...queued.input,
        requestId: queued.requestId,
        timezone: queued.timezone,
        captchaToken: await deps.solve(),
      });
      await dequeue(userId, queued.requestId);
      deps.onSent(queued, saved);
    } catch (error) {
      if (isNetworkError(error)) return 'offline';
      if (isPermanent(error)) {
        await markRefused(userId, queued.requestId, (error as ApiError).code);
        continue;
      }
      return 'later';
    }
  }
  return 'done';
}

/**
 * One sender at a time across the person's tabs (Web Locks, where the browser has them): two
 * tabs coming online together would otherwise solve two checks for the same entry. The request
 * id keeps the journal right either way; the lock saves the work.
 */
export async function oneSenderAtATime(run: () => Promise<unknown>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) await locks.request('emotion-journal-outbox', run);
  else await run();
}
