import { AppError, invalid } from '../errors';
import type { ChatMessage } from './types';

/**
 * The assistant's conversation, kept on the server: the browser sends only the user's new words,
 * so no one can write the assistant's turns for it. Pure rules: when a conversation starts, what
 * the model reads of it, when the assistant says again that it is an AI, and the caps.
 */

/** What the model reads of a conversation: the SPEC's last 20 messages. */
export const MESSAGES_SENT = 20;
/** What is kept: enough to show the conversation again, bounded so the item stays small. */
export const MESSAGES_KEPT = 40;
/** One message, as the user types it. */
export const MESSAGE_MAX_CHARS = 4000;
/** Everything the model reads of the conversation, turns and analysis together. */
export const CONVERSATION_PROMPT_MAX_CHARS = 16_000;
/** A conversation this long is better started afresh: its start no longer reaches the model. */
export const CONVERSATION_MAX_USER_MESSAGES = 200;
/** After this long without a message, the next one starts a new conversation. */
export const CONVERSATION_IDLE_MS = 12 * 3600_000;
/**
 * The assistant says it is an AI, not a person and not a therapist, at the start of every
 * conversation and again after this long in one (New York GBL Art. 47 asks this of companions).
 */
export const DISCLOSURE_EVERY_MS = 3 * 3600_000;

export interface StoredMessage extends ChatMessage {
  at: string;
  /** The assistant's statement that it is an AI, written by the server, not the model. */
  disclosure?: boolean;
}

export interface Conversation {
  startedAt: string;
  updatedAt: string;
  disclosedAt?: string;
  userMessages: number;
  lastAnalysis?: string;
  lastAnalysisDate?: string;
  messages: StoredMessage[];
}

/** The conversation the new message belongs to: the stored one, or a new one after a long pause. */
export function currentConversation(
  stored: Conversation | undefined,
  now: Date,
  context: { lastAnalysis?: string; lastAnalysisDate?: string },
): Conversation {
  const idle = stored && now.getTime() - Date.parse(stored.updatedAt) >= CONVERSATION_IDLE_MS;
  const base: Conversation =
    stored && !idle
      ? stored
      : {
          startedAt: now.toISOString(),
          updatedAt: now.toISOString(),
          userMessages: 0,
          messages: [],
        };
  // An analysis handed over by the screen opens (or refreshes) what the conversation is about.
  return context.lastAnalysis ? { ...base, ...context } : base;
}

export const needsDisclosure = (conversation: Conversation, now: Date): boolean =>
  !conversation.disclosedAt ||
  now.getTime() - Date.parse(conversation.disclosedAt) >= DISCLOSURE_EVERY_MS;

/** Refuses a message or a conversation past its cap, with a 422 that says which. */
export function assertWithinCaps(conversation: Conversation, message: string): void {
  if (message.length > MESSAGE_MAX_CHARS) {
    throw new AppError('unprocessable', 'message_too_long', 'The message is too long', {
      max: MESSAGE_MAX_CHARS,
    });
  }
  if (conversation.userMessages >= CONVERSATION_MAX_USER_MESSAGES) {
    throw new AppError('unprocessable', 'conversation_too_long', 'Start a new conversation', {
      max: CONVERSATION_MAX_USER_MESSAGES,
    });
  }
  if (!message.trim()) throw invalid('invalid_body', 'The message is empty');
}

/**
 * What the model reads: the last 20 messages (without the server's own disclosures), trimmed from
 * the oldest so the whole stays under the prompt cap; the newest message is always there.
 */
export function messagesForModel(messages: readonly StoredMessage[]): ChatMessage[] {
  const recent = messages
    .filter((m) => !m.disclosure)
    .slice(-MESSAGES_SENT)
    .map(({ role, content }) => ({ role, content }));
  let total = recent.reduce((n, m) => n + m.content.length, 0);
  while (recent.length > 1 && total > CONVERSATION_PROMPT_MAX_CHARS) {
    total -= recent.shift()!.content.length;
  }
  // Model turns alternate and start with the user.
  while (recent[0]?.role === 'assistant') recent.shift();
  return recent;
}

/** The conversation after one exchange, its kept messages bounded. */
export function afterExchange(
  conversation: Conversation,
  exchange: { user: string; reply: string; disclosure?: string },
  now: Date,
): Conversation {
  const at = now.toISOString();
  const added: StoredMessage[] = [
    { role: 'user', content: exchange.user, at },
    ...(exchange.disclosure
      ? [{ role: 'assistant' as const, content: exchange.disclosure, at, disclosure: true }]
      : []),
    { role: 'assistant', content: exchange.reply, at },
  ];
  return {
    ...conversation,
    updatedAt: at,
    userMessages: conversation.userMessages + 1,
    ...(exchange.disclosure ? { disclosedAt: at } : {}),
    messages: [...conversation.messages, ...added].slice(-MESSAGES_KEPT),
  };
}
