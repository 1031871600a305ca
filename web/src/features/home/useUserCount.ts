import { useEffect, useState } from 'react';
import { api } from '../../lib/api';

/** undefined while loading, null when the count could not be read (shown as a dash). */
export type UserCount = number | undefined | null;

export function useUserCount(): UserCount {
  const [count, setCount] = useState<UserCount>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    api<{ count: number }>('/api/user-count', { auth: false, signal: controller.signal })
      .then(({ count }) => setCount(count))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setCount(null);
      });
    return () => controller.abort();
  }, []);
  return count;
}
