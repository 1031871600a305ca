import { describe, expect, it } from 'vitest';
import {
  afterExchange,
  assertWithinCaps,
  CONVERSATION_MAX_USER_MESSAGES,
  CONVERSATION_PROMPT_MAX_CHARS,
  currentConversation,
  MESSAGE_MAX_CHARS,
  messagesForModel,
  MESSAGES_KEPT,
  needsDisclosure,
  type Conversation,
  type StoredMessage,
} from '../../../lambdas/domain/analysis/conversation';

const at = (iso: string) => new Date(iso);
const start = at('2026-11-23T20:00:00Z');
const fresh = () => currentConversation(undefined, start, {});

function exchanges(count: number, from = fresh(), length = 10): Conversation {
  let conversation = from;
  for (let i = 0; i < count; i++) {
    conversation = afterExchange(
      conversation,
      { user: `u${i}`.padEnd(length, '.'), reply: `a${i}`.padEnd(length, '.') },
      new Date(start.getTime() + i * 60_000),
    );
  }
  return conversation;
}

describe('the conversation kept on the server', () => {
  it('starts new, continues, and starts again after twelve idle hours', () => {
    const one = exchanges(2);
    expect(currentConversation(one, at('2026-11-24T07:00:00Z'), {})).toBe(one);
    const later = currentConversation(one, at('2026-11-24T09:00:00Z'), {});
    expect(later.messages).toEqual([]);
    expect(later.startedAt).toBe('2026-11-24T09:00:00.000Z');
  });

  it('takes the analysis a screen hands over as what the conversation is about', () => {
    const withAnalysis = currentConversation(exchanges(1), start, {
      lastAnalysis: 'A calm week.',
      lastAnalysisDate: '2026-11-22',
    });
    expect(withAnalysis).toMatchObject({ lastAnalysis: 'A calm week.', userMessages: 1 });
  });

  it.each([
    ['a new conversation', undefined, true],
    ['disclosed an hour ago', '2026-11-23T19:00:00Z', false],
    ['disclosed three hours ago', '2026-11-23T17:00:00Z', true],
  ])('discloses that it is an AI: %s → %s', (_label, disclosedAt, expected) => {
    const conversation = { ...fresh(), ...(disclosedAt ? { disclosedAt } : {}) };
    expect(needsDisclosure(conversation, start)).toBe(expected);
  });

  it('keeps the disclosure in the history, marked, and never sends it to the model', () => {
    const disclosed = afterExchange(
      fresh(),
      { user: 'hi', reply: 'Hello.', disclosure: 'I am an AI.' },
      start,
    );
    expect(disclosed.messages.map((m) => [m.role, m.disclosure ?? false])).toEqual([
      ['user', false],
      ['assistant', true],
      ['assistant', false],
    ]);
    expect(disclosed.disclosedAt).toBe(start.toISOString());
    expect(messagesForModel(disclosed.messages)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello.' },
    ]);
  });

  it('keeps at most the last 40 messages, and sends the model the last 20 under the cap', () => {
    const long = exchanges(30);
    expect(long.messages).toHaveLength(MESSAGES_KEPT);
    const sent = messagesForModel(long.messages);
    expect(sent).toHaveLength(20);
    expect(sent[0]!.role).toBe('user');
    const huge = exchanges(8, fresh(), 3000);
    const trimmed = messagesForModel([...huge.messages, { role: 'user', content: 'now', at: '' }]);
    expect(trimmed.reduce((n, m) => n + m.content.length, 0)).toBeLessThanOrEqual(
      CONVERSATION_PROMPT_MAX_CHARS,
    );
    expect(trimmed.at(-1)).toEqual({ role: 'user', content: 'now' });
    expect(trimmed[0]!.role).toBe('user');
  });

  it('refuses a message or a conversation past its cap with a 422 naming it', () => {
    expect(() => assertWithinCaps(fresh(), 'x'.repeat(MESSAGE_MAX_CHARS + 1))).toThrow(
      expect.objectContaining({ kind: 'unprocessable', code: 'message_too_long' }),
    );
    const full = { ...fresh(), userMessages: CONVERSATION_MAX_USER_MESSAGES };
    expect(() => assertWithinCaps(full, 'hi')).toThrow(
      expect.objectContaining({ kind: 'unprocessable', code: 'conversation_too_long' }),
    );
    expect(() => assertWithinCaps(fresh(), 'x'.repeat(MESSAGE_MAX_CHARS))).not.toThrow();
  });

  it('never lets the model read a turn order that starts with the assistant', () => {
    const messages: StoredMessage[] = [
      { role: 'assistant', content: 'earlier reply', at: '' },
      { role: 'user', content: 'hi', at: '' },
    ];
    expect(messagesForModel(messages)).toEqual([{ role: 'user', content: 'hi' }]);
  });
});
