import { useCallback, useRef } from 'react';

/**
 * One request id per submitted content: a retry of the same text reuses it (so a save whose
 * response was lost is not stored twice), while changed text or a finished save starts a new one.
 */
export function usePendingRequestId() {
  const pending = useRef<{ key: string; id: string } | undefined>(undefined);
  const idFor = useCallback((content: string) => {
    if (pending.current?.key !== content) {
      pending.current = { key: content, id: crypto.randomUUID() };
    }
    return pending.current.id;
  }, []);
  const finish = useCallback(() => {
    pending.current = undefined;
  }, []);
  return { idFor, finish };
}
