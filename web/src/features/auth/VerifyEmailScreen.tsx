import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { loadCognito } from '@web/lib/session-store';
import { useSession } from '@web/lib/session';
import { Notice, type NoticeKind } from '@web/ui/Notice';
import { normalizeEmail } from './email';
import './auth.css';

type Status = 'instructions' | 'verifying' | 'verified' | 'invalid';

/** After "verified" the person reads the message, then signs in (the session starts there). */
const REDIRECT_AFTER_MS = 2500;

function ResendLink({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ kind: NoticeKind; text: string }>();
  const resend = async () => {
    setPending(true);
    try {
      await (
        await loadCognito()
      ).resendSignUpCode({
        username: email,
        options: { clientMetadata: { language: i18n.language } },
      });
      setNotice({ kind: 'success', text: t('auth.verify.resendSent') });
    } catch {
      setNotice({ kind: 'error', text: t('auth.verify.resendFailed') });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <div className="cluster">
        <button type="button" className="button" onClick={() => void resend()} disabled={pending}>
          {pending ? t('auth.pending') : t('auth.verify.resend')}
        </button>
      </div>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
    </>
  );
}

export default function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { state } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const email = normalizeEmail(params.get('email') ?? '');
  const isLink = params.get('mode') === 'verifyEmail' && !!code && !!email;
  const [status, setStatus] = useState<Status>(isLink ? 'verifying' : 'instructions');
  // A code works once: never confirm it twice (StrictMode runs effects twice in development).
  const confirmedCode = useRef<string | null>(null);

  useEffect(() => {
    if (!isLink || confirmedCode.current === code) return;
    confirmedCode.current = code;
    void loadCognito()
      .then((cognito) => cognito.confirmSignUp({ username: email, confirmationCode: code! }))
      .then(() => setStatus('verified'))
      .catch(() => setStatus('invalid'));
  }, [isLink, code, email]);

  useEffect(() => {
    if (status !== 'verified') return;
    const timer = setTimeout(
      () => navigate('/login', { replace: true, state: { verified: true } }),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (state.status === 'signedIn' && state.user.emailVerified) return <Navigate to="/" replace />;

  return (
    <section className="auth card stack" aria-labelledby="verify-title">
      <h2 id="verify-title" className="page-title">
        {t('auth.verify.title')}
      </h2>
      {status === 'instructions' && <p>{t('auth.verify.instructions')}</p>}
      {status === 'verifying' && <Notice kind="info">{t('auth.verify.verifying')}</Notice>}
      {status === 'verified' && (
        <>
          <Notice kind="success">{t('auth.verify.verified')}</Notice>
          <div className="cluster">
            <Link className="button button--primary" to="/login" state={{ verified: true }}>
              {t('auth.verify.toLogin')}
            </Link>
          </div>
        </>
      )}
      {status === 'invalid' && (
        <>
          <Notice kind="error">{t('auth.verify.invalidLink')}</Notice>
          <ResendLink email={email} />
        </>
      )}
    </section>
  );
}
