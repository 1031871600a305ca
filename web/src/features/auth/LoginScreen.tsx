import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { loadCognito } from '@web/lib/session-store';
import { useSession } from '@web/lib/session';
import { Field } from '@web/ui/Field';
import { HumanCheck, useHumanCheck } from '@web/ui/HumanCheck';
import { Notice, type NoticeKind } from '@web/ui/Notice';
import { useToast } from '@web/ui/Toast';
import { errorName, triggerRejected } from './cognitoErrors';
import { normalizeEmail } from './email';
import { SocialButtons } from './SocialButtons';
import './auth.css';

interface LoginState {
  from?: string;
  verified?: boolean;
  passwordReset?: boolean;
  /** Signed out on every device from the profile. */
  signedOutEverywhere?: boolean;
  /** The session ended after the configured time without activity. */
  idle?: boolean;
}

/** Where to go after sign-in: the protected screen that sent the person here, else today. */
function returnPathOf(state: LoginState | null): string {
  return state?.from && state.from !== '/login' ? state.from : '/';
}

export default function LoginScreen() {
  const { t, i18n } = useTranslation();
  const { state: session, reload } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const locationState = useLocation().state as LoginState | null;
  const returnPath = returnPathOf(locationState);
  const check = useHumanCheck();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ kind: NoticeKind; text: string } | undefined>(() => {
    if (locationState?.verified) return { kind: 'success', text: t('auth.verify.verified') };
    if (locationState?.passwordReset) return { kind: 'success', text: t('auth.forgot.done') };
    if (locationState?.signedOutEverywhere) {
      return { kind: 'success', text: t('security.everywhere.done') };
    }
    if (locationState?.idle) return { kind: 'info', text: t('security.idle') };
    return undefined;
  });

  // Sent here by a sign-out under way (idle, everywhere): the session is about to end.
  const leaving = locationState?.idle || locationState?.signedOutEverywhere;
  if (session.status === 'signedIn' && !pending && !leaving) {
    return <Navigate to={returnPath} replace />;
  }

  const sendNewLinkAndExplain = async (username: string) => {
    const cognito = await loadCognito();
    await cognito
      .resendSignUpCode({ username, options: { clientMetadata: { language: i18n.language } } })
      .catch(() => undefined); // the message below is right either way; the user can resend later
    navigate('/email-action?resent=1', { state: { email: username } });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check.token) {
      setNotice({ kind: 'error', text: t('auth.login.notRobot') });
      return;
    }
    setPending(true);
    setNotice(undefined);
    const username = normalizeEmail(email);
    try {
      const cognito = await loadCognito();
      const result = await cognito.signIn({
        username,
        password,
        options: {
          authFlowType: cognito.config.authFlow,
          clientMetadata: { captchaToken: check.token },
        },
      });
      if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        await sendNewLinkAndExplain(username);
        return;
      }
      // The session is read once, here: no second refresh from an auth event.
      await reload();
      toast({ kind: 'success', text: t('auth.login.success') });
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
      check.reset();
      setPending(false);
    }
  };

  return (
    <section className="auth card stack stack--lg" aria-labelledby="login-title">
      <h2 id="login-title" className="page-title">
        {t('auth.login.title')}
      </h2>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
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
        <p className="auth__aside">
          <Link to="/forgot-password" state={{ email: normalizeEmail(email) }}>
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
        <HumanCheck check={check} />
        {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t('auth.pending') : t('auth.login.submit')}
        </button>
      </form>
      <SocialButtons mode="login" onError={(text) => setNotice({ kind: 'error', text })} />
      <p className="auth__switch">
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.toRegister')}</Link>
      </p>
    </section>
  );
}
