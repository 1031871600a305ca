import { resendSignUpCode, signIn } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { HumanCheck } from '../../lib/HumanCheck';
import { errorName, triggerRejected } from './cognitoErrors';
import { Field } from './Field';
import { Message, type Notice } from './Message';
import { SocialButtons } from './SocialButtons';
import { useWebConfig } from './useWebConfig';

/** Where to go after sign-in: the protected route that sent the user here, else the profile. */
function useReturnPath(): string {
  const state = useLocation().state as { from?: string } | null;
  return state?.from && state.from !== '/login' ? state.from : '/profile';
}

export default function LoginScreen() {
  const { t, i18n } = useTranslation();
  const { state, refresh } = useAuth();
  const config = useWebConfig();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const verified = (useLocation().state as { verified?: boolean } | null)?.verified;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | undefined>(
    verified ? { kind: 'success', text: t('auth.verify.verified') } : undefined,
  );

  if (state.status === 'signedIn' && !pending) return <Navigate to={returnPath} replace />;

  const sendNewLinkAndExplain = async (username: string) => {
    await resendSignUpCode({
      username,
      options: { clientMetadata: { language: i18n.language } },
    }).catch(() => undefined); // the message below is right either way; the user can resend later
    navigate('/email-action?resent=1', { state: { email: username } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!config) return;
    if (!captchaToken) {
      setNotice({ kind: 'error', text: t('auth.login.notRobot') });
      return;
    }
    setPending(true);
    setNotice(undefined);
    const username = email.trim();
    try {
      const result = await signIn({
        username,
        password,
        options: { authFlowType: config.authFlow, clientMetadata: { captchaToken } },
      });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        await sendNewLinkAndExplain(username);
        return;
      }
      setNotice({ kind: 'success', text: t('auth.login.success') });
      await refresh();
      navigate(returnPath, { replace: true });
    } catch (error) {
      if (triggerRejected(error, 'captcha_invalid')) {
        setNotice({ kind: 'error', text: t('auth.login.notRobot') });
      } else if (errorName(error) === 'UserNotConfirmedException') {
        await sendNewLinkAndExplain(username);
        return;
      } else {
        setNotice({ kind: 'error', text: t('auth.login.error', { code: errorName(error) }) });
      }
    } finally {
      // A solution is accepted once: every attempt needs a fresh check.
      setResetSignal((n) => n + 1);
      setPending(false);
    }
  };

  return (
    <section className="card">
      <h2>{t('auth.login.title')}</h2>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <HumanCheck onChange={setCaptchaToken} resetSignal={resetSignal || undefined} />
        <Message notice={notice} />
        <button type="submit" className="primary" disabled={pending || !config}>
          {pending ? t('auth.pending') : t('auth.login.submit')}
        </button>
      </form>
      <SocialButtons mode="login" onError={(text) => setNotice({ kind: 'error', text })} />
      <p>
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.toRegister')}</Link>
      </p>
    </section>
  );
}
