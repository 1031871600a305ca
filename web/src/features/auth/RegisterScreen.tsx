import { signUp } from 'aws-amplify/auth';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import { HumanCheck } from '../../lib/HumanCheck';
import { errorName, triggerRejected } from './cognitoErrors';
import { Field } from './Field';
import { Message, type Notice } from './Message';
import { PASSWORD_MIN_LENGTH } from '../../../../lambdas/domain/account';
import { registerProblem, type RegisterForm } from './registerRules';
import { SocialButtons } from './SocialButtons';

function registerErrorKey(error: unknown): string {
  if (errorName(error) === 'UsernameExistsException') return 'auth.register.userExists';
  if (triggerRejected(error, 'captcha_invalid')) return 'errors.captcha_invalid';
  if (triggerRejected(error, 'terms_required')) return 'auth.register.mustAcceptTerms';
  return 'auth.register.error';
}

function AlreadySignedIn() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  return (
    <section className="card">
      <h2>{t('auth.register.title')}</h2>
      <p className="message info" role="status">
        {t('auth.register.alreadySignedIn')}
      </p>
      <button type="button" onClick={() => void signOut()}>
        {t('auth.register.signOut')}
      </button>
    </section>
  );
}

function Consent({
  name,
  text,
  href,
  checked,
  onChange,
}: {
  name: string;
  text: string;
  href: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <Trans
          i18nKey={text}
          components={{ link: <a href={href} target="_blank" rel="noopener noreferrer" /> }}
        />
      </span>
    </label>
  );
}

export default function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const { state } = useAuth();
  const [form, setForm] = useState<RegisterForm>({
    email: '',
    password: '',
    repeat: '',
    termsAccepted: false,
    privacyAccepted: false,
    captchaToken: null,
  });
  const [resetSignal, setResetSignal] = useState(0);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const update = (change: Partial<RegisterForm>) =>
    setForm((current) => ({ ...current, ...change }));
  const onCaptcha = (captchaToken: string | null) => update({ captchaToken });

  if (state.status === 'signedIn') return <AlreadySignedIn />;

  if (registeredEmail) {
    return (
      <section className="card">
        <h2>{t('auth.register.title')}</h2>
        <p className="message success" role="status" data-testid="message-success">
          {t('auth.register.success')}
        </p>
        <p>{t('auth.register.checkInbox', { email: registeredEmail })}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = registerProblem(form);
    if (problem) {
      setNotice({ kind: 'error', text: t(problem) });
      return;
    }
    setPending(true);
    setNotice(undefined);
    const email = form.email.trim();
    const captchaToken = form.captchaToken!;
    try {
      await signUp({
        username: email,
        password: form.password,
        options: {
          userAttributes: { email, locale: i18n.language },
          validationData: { captchaToken },
          clientMetadata: { captchaToken, termsAccepted: 'true', language: i18n.language },
        },
      });
      setRegisteredEmail(email);
    } catch (error) {
      setNotice({ kind: 'error', text: t(registerErrorKey(error)) });
      setResetSignal((n) => n + 1); // a solution is accepted once
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card">
      <h2>{t('auth.register.title')}</h2>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(event) => update({ email: event.target.value })}
        />
        <Field
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          value={form.password}
          onChange={(event) => update({ password: event.target.value })}
        />
        <Field
          label={t('auth.repeatPassword')}
          type="password"
          name="repeatPassword"
          autoComplete="new-password"
          required
          value={form.repeat}
          onChange={(event) => update({ repeat: event.target.value })}
        />
        <Consent
          name="terms"
          text="auth.acceptTerms"
          href="/terms.html"
          checked={form.termsAccepted}
          onChange={(termsAccepted) => update({ termsAccepted })}
        />
        <Consent
          name="privacy"
          text="auth.acceptPrivacy"
          href="/privacy.html"
          checked={form.privacyAccepted}
          onChange={(privacyAccepted) => update({ privacyAccepted })}
        />
        <HumanCheck onChange={onCaptcha} resetSignal={resetSignal || undefined} purpose="signup" />
        <Message notice={notice} />
        <button type="submit" className="primary" disabled={pending}>
          {pending ? t('auth.pending') : t('auth.register.submit')}
        </button>
      </form>
      <SocialButtons mode="register" onError={(text) => setNotice({ kind: 'error', text })} />
      <p>
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.toLogin')}</Link>
      </p>
    </section>
  );
}
