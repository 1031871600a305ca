import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '@web/lib/query';
import { useUser } from '@web/lib/session';
import { dequeue, enqueue, queuedEntries, type QueuedEntry } from './outbox';

/**
 * The entries waiting on this device, read from IndexedDB through the cache like any other
 * data (so every screen showing them updates together), whatever the network says.
 */
export function useOutbox() {
  const { userId } = useUser();
  const client = useQueryClient();
  const queued = useQuery({
    queryKey: queryKeys.outbox(userId),
    queryFn: () => queuedEntries(userId),
    networkMode: 'always',
    staleTime: Infinity,
    // Already on the device: not copied into the persisted cache as well.
    meta: { persist: false },
  });
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: queryKeys.outbox(userId) }),
    [client, userId],
  );
  const keep = useCallback(
    async (entry: QueuedEntry) => {
      await enqueue(userId, entry);
      await refresh();
    },
    [userId, refresh],
  );
  const remove = useCallback(
    async (requestId: string) => {
      await dequeue(userId, requestId);
      await refresh();
    },
    [userId, refresh],
  );
  return { entries: queued.data ?? [], keep, remove, refresh };
}
