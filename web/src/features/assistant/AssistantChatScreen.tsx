import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isIsoDate } from '@domain/dates';
import { useMe } from '@web/lib/account';
import { readAssistantPayload } from '@web/lib/assistantPayload';
import { useSession } from '@web/lib/session';
import { Loading, QueryView } from '@web/ui/QueryView';
import { Notice } from '@web/ui/Notice';
import { ChatConversation, type ChatContext } from './ChatConversation';
import './assistant.css';

/** The analysis handed over by the previous screen, or the one stored for this user. */
function useChatContext(userId: string | undefined): ChatContext {
  const { analysis, date } = (useLocation().state ?? {}) as { analysis?: unknown; date?: unknown };
  const validDate = (value: unknown) =>
    typeof value === 'string' && isIsoDate(value) ? { date: value } : {};
  if (typeof analysis === 'string' && analysis) return { analysis, ...validDate(date) };
  const stored = userId ? readAssistantPayload(userId) : undefined;
  return stored ? { analysis: stored.combined, ...validDate(stored.date) } : {};
}

function SignedInChat({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const context = useChatContext(userId);
  return (
    <QueryView query={me} loading={t('app.loading')}>
      {({ access }) =>
        access.canChat ? (
          <ChatConversation context={context} />
        ) : (
          <Notice
            kind="info"
            action={
              <div className="cluster">
                <Link className="button button--small" to="/payment">
                  {t('chat.toPayment')}
                </Link>
                <Link className="button button--small" to="/">
                  {t('analysis.nav.emotion')}
                </Link>
              </div>
            }
          >
            {t('chat.restricted')}
          </Notice>
        )
      }
    </QueryView>
  );
}

/** An open route (SPEC §2): the screen itself asks for a sign-in and checks the access. */
export default function AssistantChatScreen() {
  const { t } = useTranslation();
  const { state } = useSession();

  return (
    <section className="stack stack--lg" aria-labelledby="chat-title">
      <header className="page-header">
        <h2 id="chat-title" className="page-title">
          {t('chat.title')}
        </h2>
        <Link className="help-link" to="/help">
          {t('crisisUi.getHelp')}
        </Link>
      </header>
      {state.status === 'loading' && <Loading text={t('app.loading')} />}
      {state.status === 'signedOut' && (
        <Notice
          kind="info"
          action={
            <Link className="button button--small" to="/login">
              {t('analysis.toLogin')}
            </Link>
          }
        >
          {t('chat.loginRequired')}
        </Notice>
      )}
      {state.status === 'signedIn' && <SignedInChat userId={state.user.userId} />}
    </section>
  );
}
