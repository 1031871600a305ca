import { MAX_CHAT_MESSAGES } from '@domain/analysis/schema';
import type { ChatMessage } from '@domain/analysis/types';

/** What goes to the server: the last 20 messages that have text (SPEC §4, §5). */
export function messagesToSend(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages
    .map((message) => ({ role: message.role, content: message.content.trim() }))
    .filter((message) => message.content.length > 0)
    .slice(-MAX_CHAT_MESSAGES);
}
