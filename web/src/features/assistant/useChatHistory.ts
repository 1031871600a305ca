import { useCallback, useState } from 'react';
import type { ChatMessage } from '@domain/analysis/types';
import type { Crisis } from '@domain/safety/response';
import { readUserItem, writeUserItem } from '@web/lib/userStorage';

export interface ChatHistory {
  messages: ChatMessage[];
  /** Once shown, the help lines stay for the rest of the conversation. */
  crisis?: Crisis;
}

const isHistory = (value: unknown): value is ChatHistory =>
  !!value && typeof value === 'object' && Array.isArray((value as ChatHistory).messages);

/**
 * The conversation of one person, kept for the tab's life so Back and a reload do not lose it,
 * and forgotten at sign-out. The one place that knows where it lives: when the history moves to
 * the server, only this hook changes.
 */
export function useChatHistory(userId: string) {
  const [history, setHistory] = useState<ChatHistory>(
    () => readUserItem(userId, 'chat', isHistory) ?? { messages: [] },
  );
  const update = useCallback(
    (next: ChatHistory) => {
      setHistory(next);
      writeUserItem(userId, 'chat', next);
    },
    [userId],
  );
  return [history, update] as const;
}
