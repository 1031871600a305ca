import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@domain/analysis/types';
import { api, errorKey } from '@web/lib/api';
import { appLanguage, longDate } from '@web/lib/dates';
import { useUser } from '@web/lib/session';
import { CrisisNotice } from '@web/ui/CrisisNotice';
import { Loading } from '@web/ui/QueryView';
import { Notice } from '@web/ui/Notice';
import { messagesToSend } from './chatMessages';
import { useChatHistory } from './useChatHistory';

export interface ChatContext {
  analysis?: string;
  /** The analysed day, `yyyy-MM-dd`. */
  date?: string;
}

/** The conversation: each turn sends the last 20 messages; Enter sends, Shift+Enter breaks the line. */
export function ChatConversation({ context }: { context: ChatContext }) {
  const { t, i18n } = useTranslation();
  const { userId } = useUser();
  const [history, setHistory] = useChatHistory(userId);
  const [draft, setDraft] = useState('');
  const reply = useMutation({
    mutationFn: (messages: ChatMessage[]) =>
      api('POST /api/chat-assistant', {
        body: {
          messages: messagesToSend(messages),
          ...(context.analysis ? { lastAnalysis: context.analysis } : {}),
          ...(context.date ? { lastAnalysisDate: context.date } : {}),
          language: appLanguage(i18n.language),
        },
      }),
  });

  function send() {
    const text = draft.trim();
    if (!text || reply.isPending) return;
    const before = history;
    const conversation: ChatMessage[] = [...history.messages, { role: 'user', content: text }];
    setHistory({ ...history, messages: conversation });
    setDraft('');
    reply.mutate(conversation, {
      onSuccess: ({ reply: answer, crisis }) =>
        setHistory({
          messages: [...conversation, { role: 'assistant', content: answer }],
          crisis: crisis ?? before.crisis,
        }),
      onError: () => {
        // The unanswered message goes back into the box, so the person can send it again.
        setHistory(before);
        setDraft(text);
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter breaks the line; Enter that ends an IME composition (Japanese) does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  const { messages, crisis } = history;
  return (
    <div className="chat stack">
      {crisis && <CrisisNotice crisis={crisis} />}
      {context.analysis && (
        <details className="card chat-context">
          <summary>
            {context.date
              ? t('chat.contextWithDate', { date: longDate(context.date, i18n.language) })
              : t('chat.context')}
          </summary>
          <p>{context.analysis}</p>
        </details>
      )}
      <div className="chat-log" role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
        {messages.length === 0 ? (
          <p className="chat-empty">{t('chat.empty')}</p>
        ) : (
          <ol className="chat-messages">
            {messages.map((message, index) => (
              <li key={index} className={`chat-message chat-message--${message.role}`}>
                <span className="visually-hidden">
                  {t(message.role === 'user' ? 'chat.you' : 'chat.assistant')}
                </span>
                {message.content.trim() || t('chat.emptyReply')}
              </li>
            ))}
          </ol>
        )}
      </div>
      {reply.isPending && <Loading text={t('chat.thinking')} />}
      {reply.isError && <Notice kind="error">{t([errorKey(reply.error), 'chat.error'])}</Notice>}
      <form className="chat-form card stack stack--sm" onSubmit={onSubmit}>
        <label htmlFor="chat-input" className="field__label">
          {t('chat.inputLabel')}
        </label>
        <textarea
          id="chat-input"
          className="input textarea"
          rows={3}
          value={draft}
          placeholder={t('chat.placeholder')}
          aria-describedby="chat-input-hint"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="chat-form__footer">
          <small id="chat-input-hint" className="field__hint">
            {t('chat.inputHint')}
          </small>
          <button
            type="submit"
            className="button button--primary"
            disabled={reply.isPending || !draft.trim()}
          >
            {t('chat.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
