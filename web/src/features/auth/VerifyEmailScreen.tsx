import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import { Message, type Notice } from './Message';

type Status = 'instructions' | 'verifying' | 'verified' | 'invalid';

/** After "verified" the user reads the message, then signs in (the session starts there). */
const REDIRECT_AFTER_MS = 2500;

function ResendLink({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const resend = async () => {
    setPending(true);
    try {
      await resendSignUpCode({
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
      <button type="button" onClick={() => void resend()} disabled={pending}>
        {pending ? t('auth.pending') : t('auth.verify.resend')}
      </button>
      <Message notice={notice} />
    </>
  );
}

export default function VerifyEmailScreen() {
  const { t } = useTranslation();
  const { state } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const email = params.get('email');
  const isLink = params.get('mode') === 'verifyEmail' && !!code && !!email;
  const [status, setStatus] = useState<Status>(isLink ? 'verifying' : 'instructions');
  // A code works once: never confirm it twice (StrictMode runs effects twice in development).
  const confirmedCode = useRef<string | null>(null);

  useEffect(() => {
    if (!isLink || confirmedCode.current === code) return;
    confirmedCode.current = code;
    confirmSignUp({ username: email!, confirmationCode: code! })
      .then(() => setStatus('verified'))
      .catch(() => setStatus('invalid'));
  }, [isLink, code, email]);

  useEffect(() => {
    if (status !== 'verified') return;
    const timer = setTimeout(
      () => navigate('/login', { replace: true, state: { verified: true, from: '/profile' } }),
      REDIRECT_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [status, navigate]);

  if (state.status === 'signedIn' && state.user.emailVerified) {
    return <Navigate to="/profile" replace />;
  }

  return (
    <section className="card">
      <h2>{t('auth.verify.title')}</h2>
      {status === 'instructions' && <p>{t('auth.verify.instructions')}</p>}
      {status === 'verifying' && (
        <p className="message info" role="status">
          {t('auth.verify.verifying')}
        </p>
      )}
      {status === 'verified' && (
        <>
          <Message notice={{ kind: 'success', text: t('auth.verify.verified') }} />
          <Link className="button primary" to="/login" state={{ verified: true, from: '/profile' }}>
            {t('auth.verify.toLogin')}
          </Link>
        </>
      )}
      {status === 'invalid' && (
        <>
          <Message notice={{ kind: 'error', text: t('auth.verify.invalidLink') }} />
          <ResendLink email={email!} />
        </>
      )}
    </section>
  );
}
