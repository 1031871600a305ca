import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@domain/account';
import { loadCognito } from '@web/lib/session-store';
import { Field } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { errorName } from './cognitoErrors';
import { looksLikeEmail, normalizeEmail } from './email';
import './auth.css';

type Problem = { key: string; field?: 'email' | 'code' | 'password' };

/** Cognito's answer as words beside the field it is about. */
function problemOf(error: unknown): Problem {
  switch (errorName(error)) {
    case 'CodeMismatchException':
      return { key: 'auth.forgot.codeMismatch', field: 'code' };
    case 'ExpiredCodeException':
      return { key: 'auth.forgot.codeExpired', field: 'code' };
    case 'InvalidPasswordException':
      return { key: 'auth.register.passwordTooShort', field: 'password' };
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return { key: 'auth.forgot.tooMany' };
    default:
      return { key: 'auth.forgot.error' };
  }
}

/**
 * A forgotten password (Cognito's forgot-password flow): the email, then the code that arrives
 * by email with a new password. Whether the address has an account is never revealed.
 */
export default function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const given = (useLocation().state as { email?: string } | null)?.email ?? '';
  const [email, setEmail] = useState(given);
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem>();

  const sendCode = async () => {
    const username = normalizeEmail(email);
    try {
      await (
        await loadCognito()
      ).resetPassword({ username, options: { clientMetadata: { language: i18n.language } } });
    } catch (error) {
      // An unknown address looks the same as a known one: nobody learns who has an account.
      if (errorName(error) !== 'UserNotFoundException') throw error;
    }
  };

  const request = async (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setProblem({ key: 'auth.register.invalidEmail', field: 'email' });
      return;
    }
    setPending(true);
    setProblem(undefined);
    try {
      await sendCode();
      setStep('confirm');
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setPending(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setProblem({ key: 'auth.forgot.codeRequired', field: 'code' });
    if (password.length < PASSWORD_MIN_LENGTH) {
      return setProblem({ key: 'auth.register.passwordTooShort', field: 'password' });
    }
    if (password !== repeat) return setProblem({ key: 'auth.register.passwordsMismatch' });
    setPending(true);
    setProblem(undefined);
    try {
      await (
        await loadCognito()
      ).confirmResetPassword({
        username: normalizeEmail(email),
        confirmationCode: code.trim(),
        newPassword: password,
      });
      navigate('/login', { replace: true, state: { passwordReset: true } });
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setPending(false);
    }
  };

  const fieldError = (field: Problem['field']) =>
    problem && problem.field === field ? t(problem.key) : undefined;

  return (
    <section className="auth card stack stack--lg" aria-labelledby="forgot-title">
      <h2 id="forgot-title" className="page-title">
        {t('auth.forgot.title')}
      </h2>
      {step === 'request' ? (
        <form className="stack" onSubmit={(event) => void request(event)} noValidate>
          <p>{t('auth.forgot.intro')}</p>
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
            error={fieldError('email')}
            onChange={(event) => setEmail(event.target.value)}
          />
          {problem && !problem.field && <Notice kind="error">{t(problem.key)}</Notice>}
          <button type="submit" className="button button--primary button--block" disabled={pending}>
            {pending ? t('auth.pending') : t('auth.forgot.send')}
          </button>
        </form>
      ) : (
        <form className="stack" onSubmit={(event) => void confirm(event)} noValidate>
          <Notice kind="info">{t('auth.forgot.sent', { email: normalizeEmail(email) })}</Notice>
          <Field
            label={t('auth.forgot.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            error={fieldError('code')}
            onChange={(event) => setCode(event.target.value)}
          />
          <Field
            label={t('auth.forgot.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            hint={t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
            value={password}
            error={fieldError('password')}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Field
            label={t('auth.repeatPassword')}
            type="password"
            name="repeatPassword"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          {problem && !problem.field && <Notice kind="error">{t(problem.key)}</Notice>}
          <button type="submit" className="button button--primary button--block" disabled={pending}>
            {pending ? t('auth.pending') : t('auth.forgot.confirm')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={pending}
            onClick={() => void sendCode().catch((error) => setProblem(problemOf(error)))}
          >
            {t('auth.forgot.resend')}
          </button>
        </form>
      )}
      <p className="auth__switch">
        <Link to="/login">{t('auth.forgot.backToLogin')}</Link>
      </p>
    </section>
  );
}
