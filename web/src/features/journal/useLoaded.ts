import { useEffect, useState } from 'react';
import { errorKey } from '../../lib/api';

export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; value: T } | { status: 'error'; key: string };

/**
 * Reads `load(key)` whenever `key` changes. Results are remembered with their key, so the screen
 * shows "loading" for a new key at once instead of the previous key's data for a moment.
 */
export function useLoaded<T>(
  key: string | undefined,
  load: (key: string, signal: AbortSignal) => Promise<T>,
): Loaded<T> {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> }>();
  useEffect(() => {
    if (key === undefined) return;
    const controller = new AbortController();
    load(key, controller.signal)
      .then((value) => setResult({ key, loaded: { status: 'loaded', value } }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          setResult({ key, loaded: { status: 'error', key: errorKey(error) } });
        }
      });
    return () => controller.abort();
    // `load` is a module-level reader; only the key decides when to read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result && result.key === key ? result.loaded : { status: 'loading' };
}
