import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from './api';
import { api } from './api';
import { queryKeys } from './query';
import { useSession } from './session';

/** The signed-in user's id, or undefined: queries of a visitor stay idle. */
function useUserId(): string | undefined {
  const { state } = useSession();
  return state.status === 'signedIn' ? state.user.userId : undefined;
}

/** `/api/me`: the days with entries and what the access level allows. */
export function useMe() {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.me(userId ?? ''),
    queryFn: ({ signal }) => api('GET /api/me', { signal }),
    enabled: userId !== undefined,
    // Access can change elsewhere (a payment, another device): read again after a minute.
    staleTime: 60_000,
  });
}

export function useProfile() {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.profile(userId ?? ''),
    queryFn: async ({ signal }) => (await api('GET /api/profile', { signal })).profile,
    enabled: userId !== undefined,
  });
}

/**
 * Saves the profile and keeps the answer as the cached profile. The country decides free access
 * for Ukraine, so `/api/me` is read again; nothing else changes.
 */
export function useSaveProfile() {
  const userId = useUserId() ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: BodyOf<'PUT /api/profile'>) =>
      (await api('PUT /api/profile', { body: update })).profile,
    onSuccess: (profile) => {
      client.setQueryData(queryKeys.profile(userId), profile);
      void client.invalidateQueries({ queryKey: queryKeys.me(userId) });
    },
  });
}

export function useSubscriptionStatus() {
  const userId = useUserId();
  return useQuery({
    queryKey: queryKeys.subscription(userId ?? ''),
    queryFn: ({ signal }) => api('GET /api/subscription-status', { signal }),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}
