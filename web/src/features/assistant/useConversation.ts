import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Crisis } from '@domain/safety/response';
import { api, type AnswerOf, type BodyOf } from '@web/lib/api';
import { queryKeys } from '@web/lib/query';
import { useUser } from '@web/lib/session';
import { readUserItem, writeUserItem } from '@web/lib/userStorage';

type History = AnswerOf<'GET /api/chat'>;
type Turn = History['messages'][number];

const isCrisis = (value: unknown): value is Crisis =>
  !!value && typeof value === 'object' && Array.isArray((value as Crisis).lines);

/**
 * The conversation with the assistant: kept on the server (so Back, a reload or another device
 * shows it again), read once, and extended in the cache with each exchange instead of read
 * again. The help lines, once shown, stay for the rest of the tab's visit.
 */
export function useConversation() {
  const { userId } = useUser();
  const client = useQueryClient();
  const key = queryKeys.chat(userId);
  const history = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api('GET /api/chat', { signal }),
  });
  const [crisis, setCrisis] = useState<Crisis | undefined>(() =>
    readUserItem(userId, 'chat-crisis', isCrisis),
  );

  const send = useMutation({
    mutationFn: (body: BodyOf<'POST /api/chat-assistant'>) =>
      api('POST /api/chat-assistant', { body }),
    onSuccess: (answer, body) => {
      const at = new Date().toISOString();
      const exchange: Turn[] = [
        { role: 'user', content: body.message ?? '', at },
        { role: 'assistant', content: answer.reply, at },
      ];
      client.setQueryData<History>(key, (old) => ({
        ...old,
        messages: [...(old?.messages ?? []), ...exchange],
        ...(body.lastAnalysisDate ? { lastAnalysisDate: body.lastAnalysisDate } : {}),
      }));
      if (answer.crisis) {
        setCrisis(answer.crisis);
        writeUserItem(userId, 'chat-crisis', answer.crisis);
      }
    },
  });

  const clear = useMutation({
    mutationFn: () => api('DELETE /api/chat'),
    onSuccess: () => client.setQueryData<History>(key, { messages: [] }),
  });

  return { history, send, clear, crisis };
}
