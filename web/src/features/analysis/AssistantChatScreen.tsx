import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { AnalysisNav } from './AnalysisNav';
import { readAssistantPayload } from '../../lib/assistantPayload';
import { ChatConversation, type ChatContext } from './ChatConversation';
import './analysis.css';

/** The analysis handed over by the previous screen, or the one stored for this user. */
function useChatContext(userId: string | undefined): ChatContext {
  const { analysis, date } = (useLocation().state ?? {}) as { analysis?: unknown; date?: unknown };
  if (typeof analysis === 'string' && analysis) {
    return { analysis, ...(typeof date === 'string' ? { date } : {}) };
  }
  const stored = userId ? readAssistantPayload(userId) : undefined;
  return stored ? { analysis: stored.combined, ...(stored.date ? { date: stored.date } : {}) } : {};
}

export default function AssistantChatScreen() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const context = useChatContext(state.status === 'signedIn' ? state.user.userId : undefined);

  let body;
  if (state.status === 'loading') {
    body = (
      <p className="analysis-muted" role="status">
        {t('app.loading')}
      </p>
    );
  } else if (state.status === 'signedOut') {
    body = (
      <p>
        {t('chat.loginRequired')} <Link to="/login">{t('analysis.toLogin')}</Link>
      </p>
    );
  } else if (!state.access.canChat) {
    body = (
      <div className="analysis-gate" role="note">
        <p>{t('chat.restricted')}</p>
        <div className="analysis-actions">
          <Link className="button" to="/payment">
            {t('chat.toPayment')}
          </Link>
          <Link className="button" to="/emotion">
            {t('analysis.nav.emotion')}
          </Link>
        </div>
      </div>
    );
  } else {
    body = <ChatConversation context={context} />;
  }

  return (
    <section className="analysis-screen" aria-labelledby="chat-title">
      <h2 id="chat-title">{t('chat.title')}</h2>
      {body}
      <AnalysisNav to={['home', 'calendar', 'analysis']} />
    </section>
  );
}
