import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { clear, createStore, del, delMany, get, keys, set, update } from 'idb-keyval';

/**
 * What the app keeps on the device between visits, in one IndexedDB store: the read cache (so
 * the calendar opens offline) and entries waiting to be sent. idb-keyval rather than raw
 * IndexedDB: a kilobyte, promise-based, and each `update` is one transaction. Sign-out clears
 * the whole store: a shared phone keeps nothing of the person who left.
 */
const store = createStore('emotion-journal', 'device');

export const deviceStore = {
  get: <T>(key: string) => get<T>(key, store),
  set: (key: string, value: unknown) => set(key, value, store),
  update: <T>(key: string, updater: (old: T | undefined) => T) => update<T>(key, updater, store),
};

/**
 * Bumped when what a cached answer looks like changes: a cache of an older shape is dropped
 * rather than shown.
 */
export const CACHE_VERSION = '1';

/** How long a read stays on the device without the app being opened. */
export const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/** TanStack Query's persister over the same store: the cache is restored at start, offline too. */
export const queryPersister = createAsyncStoragePersister({
  storage: {
    getItem: (key) => get<string>(key, store).then((value) => value ?? null),
    setItem: (key, value: string) => set(key, value, store),
    removeItem: (key) => del(key, store),
  },
  key: 'query-cache',
  // Writes at most once a second while the person is using the app.
  throttleTime: 1000,
});

/** Everything this app stored on the device, but the keys named in `keep`. */
export async function forgetDevice({ keep = [] }: { keep?: string[] } = {}): Promise<void> {
  try {
    if (keep.length === 0) return await clear(store);
    const gone = (await keys(store)).filter((key) => !keep.includes(String(key)));
    await delMany(gone, store);
  } catch {
    // Storage already unavailable: there is nothing left to forget.
  }
}
