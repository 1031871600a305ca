import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@web/lib/api';
import { appLanguage, longDate } from '@web/lib/dates';
import { CrisisNotice } from '@web/ui/CrisisNotice';
import { Loading, QueryView } from '@web/ui/QueryView';
import { Notice } from '@web/ui/Notice';
import { useConversation } from './useConversation';

export interface ChatContext {
  analysis?: string;
  /** The analysed day, `yyyy-MM-dd`. */
  date?: string;
}

interface Message {
  role: 'user' | 'assistant';
  content: string;
}

/** The conversation: Enter sends, Shift+Enter breaks the line; the server keeps its history. */
export function ChatConversation({ context }: { context: ChatContext }) {
  const { t, i18n } = useTranslation();
  const { history, send, clear, crisis } = useConversation();
  const [draft, setDraft] = useState('');

  function submit() {
    const message = draft.trim();
    if (!message || send.isPending) return;
    setDraft('');
    send.mutate(
      {
        message,
        ...(context.analysis ? { lastAnalysis: context.analysis } : {}),
        ...(context.date ? { lastAnalysisDate: context.date } : {}),
        language: appLanguage(i18n.language),
      },
      // The unanswered message goes back into the box, so the person can send it again.
      { onError: () => setDraft(message) },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter breaks the line; Enter that ends an IME composition (Japanese) does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  const contextDate = context.date ?? history.data?.lastAnalysisDate;
  return (
    <div className="chat stack">
      {crisis && <CrisisNotice crisis={crisis} live />}
      {context.analysis && (
        <details className="card chat-context">
          <summary>
            {contextDate
              ? t('chat.contextWithDate', { date: longDate(contextDate, i18n.language) })
              : t('chat.context')}
          </summary>
          <p>{context.analysis}</p>
        </details>
      )}
      <QueryView query={history} loading={t('chat.loading')} errorText={t('chat.loadError')}>
        {({ messages: kept }) => {
          const pending: Message[] =
            send.isPending && send.variables?.message
              ? [{ role: 'user', content: send.variables.message }]
              : [];
          const messages: Message[] = [...kept, ...pending];
          return (
            <>
              <div className="chat-log" role="log" aria-label={t('chat.logLabel')}>
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
              {kept.length > 0 && !send.isPending && (
                <div className="cluster chat-actions">
                  <button
                    type="button"
                    className="button button--quiet button--small"
                    disabled={clear.isPending}
                    onClick={() => clear.mutate()}
                  >
                    {t('chat.newConversation')}
                  </button>
                </div>
              )}
            </>
          );
        }}
      </QueryView>
      <div aria-live="polite">{send.isPending && <Loading text={t('chat.thinking')} />}</div>
      {send.isError && <Notice kind="error">{t([errorKey(send.error), 'chat.error'])}</Notice>}
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
            disabled={send.isPending || !draft.trim()}
          >
            {t('chat.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
