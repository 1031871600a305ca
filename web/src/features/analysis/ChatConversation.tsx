import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../lambdas/domain/analysis/types';
import type { Crisis } from '../../../../lambdas/domain/crisis';
import { errorKey } from '../../lib/api';
import { appLanguage } from '../journal/dayFormat';
import { CrisisNotice } from '../../lib/CrisisNotice';
import { requestChatReply } from './analysisApi';
import { messagesToSend } from './chatMessages';

export interface ChatContext {
  analysis?: string;
  date?: string;
}

/** The conversation lives in the screen only; each turn sends the last 20 messages. */
export function ChatConversation({ context }: { context: ChatContext }) {
  const { t, i18n } = useTranslation();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [errorMessageKey, setErrorMessageKey] = useState<string>();
  const [crisis, setCrisis] = useState<Crisis>();

  async function send() {
    const text = draft.trim();
    if (!text || sending) return;
    const conversation: ChatMessage[] = [...messages, { role: 'user', content: text }];
    setMessages(conversation);
    setDraft('');
    setSending(true);
    setErrorMessageKey(undefined);
    try {
      const { reply, crisis: replyCrisis } = await requestChatReply({
        messages: messagesToSend(conversation),
        ...(context.analysis ? { lastAnalysis: context.analysis } : {}),
        ...(context.date ? { lastAnalysisDate: context.date } : {}),
        language: appLanguage(i18n.language),
      });
      setMessages([...conversation, { role: 'assistant', content: reply }]);
      // Once shown, the help lines stay for the rest of the conversation.
      if (replyCrisis) setCrisis(replyCrisis);
    } catch (error) {
      // The unanswered message goes back into the box, so the user can send it again.
      setMessages(messages);
      setDraft(text);
      setErrorMessageKey(errorKey(error));
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter breaks the line; Enter that ends an IME composition (Japanese) does neither.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <div className="chat">
      {crisis && <CrisisNotice crisis={crisis} />}
      {context.analysis && (
        <details className="chat-context">
          <summary>
            {context.date ? t('chat.contextWithDate', { date: context.date }) : t('chat.context')}
          </summary>
          <p>{context.analysis}</p>
        </details>
      )}
      <ol className="chat-log" role="log" aria-live="polite" aria-label={t('chat.logLabel')}>
        {messages.length === 0 && <li className="chat-empty">{t('chat.empty')}</li>}
        {messages.map((message, index) => (
          <li key={index} className={`chat-message chat-message--${message.role}`}>
            <span className="visually-hidden">
              {t(message.role === 'user' ? 'chat.you' : 'chat.assistant')}
            </span>
            {message.content.trim() || t('chat.emptyReply')}
          </li>
        ))}
      </ol>
      {sending && (
        <p className="analysis-muted" role="status">
          {t('chat.thinking')}
        </p>
      )}
      {errorMessageKey && (
        <p className="analysis-error" role="alert">
          {t([errorMessageKey, 'chat.error'])}
        </p>
      )}
      <form className="chat-form" onSubmit={onSubmit}>
        <label htmlFor="chat-input">{t('chat.inputLabel')}</label>
        <textarea
          id="chat-input"
          rows={3}
          value={draft}
          placeholder={t('chat.placeholder')}
          aria-describedby="chat-input-hint"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <small id="chat-input-hint" className="analysis-muted">
          {t('chat.inputHint')}
        </small>
        <button type="submit" className="button primary" disabled={sending || !draft.trim()}>
          {t('chat.send')}
        </button>
      </form>
    </div>
  );
}
