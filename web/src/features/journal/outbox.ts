import type { EmotionEntry } from '@domain/journal';
import { deviceStore } from '@web/lib/deviceStore';
import type { SaveEntryInput } from './journalQueries';

/**
 * Entries written while the server could not be reached, kept on the device (IndexedDB) until
 * they are sent. Each keeps its request id: a send that reached the server before the
 * connection dropped is answered with the same entry, never saved twice.
 */
export interface QueuedEntry {
  requestId: string;
  /** The form's input without a human check: one is solved when it is sent. */
  input: Omit<SaveEntryInput, 'captchaToken' | 'requestId'>;
  /** Where and when it was written on the device, to show it in its day until it is sent. */
  date: string;
  time: string;
  timezone: string;
  /** The server refused it for good (not a network failure): shown, not sent again. */
  refused?: string;
}

/** Where a person's waiting entries are on the device (kept when an idle session locks). */
export const outboxKeyOf = (userId: string) => `outbox:${userId}`;

export async function queuedEntries(userId: string): Promise<QueuedEntry[]> {
  return (await deviceStore.get<QueuedEntry[]>(outboxKeyOf(userId))) ?? [];
}

/** Entries this person has on the device that the server does not have yet. */
export async function waitingCount(userId: string): Promise<number> {
  return (await queuedEntries(userId)).length;
}

/** Adds an entry, or replaces the one with its request id (a second try of the same entry). */
export function enqueue(userId: string, entry: QueuedEntry): Promise<void> {
  return deviceStore.update<QueuedEntry[]>(outboxKeyOf(userId), (list = []) => [
    ...list.filter((queued) => queued.requestId !== entry.requestId),
    entry,
  ]);
}

export function dequeue(userId: string, requestId: string): Promise<void> {
  return deviceStore.update<QueuedEntry[]>(outboxKeyOf(userId), (list = []) =>
    list.filter((queued) => queued.requestId !== requestId),
  );
}

export function markRefused(userId: string, requestId: string, code: string): Promise<void> {
  return deviceStore.update<QueuedEntry[]>(outboxKeyOf(userId), (list = []) =>
    list.map((queued) => (queued.requestId === requestId ? { ...queued, refused: code } : queued)),
  );
}

/** A queued entry as the timeline shows entries, under its request id. */
export const asEntry = (queued: QueuedEntry): EmotionEntry => ({
  id: queued.requestId,
  date: queued.date,
  time: queued.time,
  datetime: '',
  timezone: queued.timezone,
  emotion: queued.input.emotion,
  ...(queued.input.note ? { note: queued.input.note } : {}),
  ...(queued.input.intensity ? { intensity: queued.input.intensity } : {}),
  ...(queued.input.tags?.length ? { tags: queued.input.tags } : {}),
});
