import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@domain/account';
import { loadCognito } from '@web/lib/session-store';
import { useSession } from '@web/lib/session';
import { Field } from '@web/ui/Field';
import { HumanCheck, useHumanCheck } from '@web/ui/HumanCheck';
import { Notice } from '@web/ui/Notice';
import { errorName, triggerRejected } from './cognitoErrors';
import { normalizeEmail } from './email';
import { registerProblem, type RegisterForm, type RegisterProblem } from './registerRules';
import { SocialButtons } from './SocialButtons';
import './auth.css';

/** What went wrong at the server, beside the field it is about when there is one. */
function serverProblem(error: unknown): RegisterProblem {
  const name = errorName(error);
  if (name === 'UsernameExistsException')
    return { key: 'auth.register.userExists', field: 'email' };
  if (name === 'InvalidParameterException' && /email/i.test((error as Error).message)) {
    return { key: 'auth.register.invalidEmail', field: 'email' };
  }
  if (name === 'InvalidPasswordException') return { key: 'auth.register.passwordTooShort' };
  if (triggerRejected(error, 'captcha_invalid')) return { key: 'errors.captcha_invalid' };
  if (triggerRejected(error, 'terms_required')) return { key: 'auth.register.mustAcceptTerms' };
  return { key: 'auth.register.error' };
}

function AlreadySignedIn() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  return (
    <section className="auth card stack" aria-labelledby="register-title">
      <h2 id="register-title" className="page-title">
        {t('auth.register.title')}
      </h2>
      <Notice kind="info">{t('auth.register.alreadySignedIn')}</Notice>
      <div className="cluster">
        <button type="button" className="button" onClick={() => void signOut()}>
          {t('auth.register.signOut')}
        </button>
      </div>
    </section>
  );
}

/** A consent box whose link opens the document in a new tab, so the form keeps what was typed. */
function Consent({
  name,
  textKey,
  href,
  checked,
  onChange,
}: {
  name: string;
  textKey: string;
  href: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
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
          i18nKey={textKey}
          components={{
            doc: (
              // Not <link>: the i18next parser reads it as HTML's empty <link> and leaves the words outside.
              <a href={href} target="_blank" rel="noopener noreferrer" />
            ),
          }}
        />{' '}
        <span className="visually-hidden">{t('app.newTab')}</span>
      </span>
    </label>
  );
}

export default function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const { state } = useSession();
  const check = useHumanCheck('signup');
  const [form, setForm] = useState<Omit<RegisterForm, 'captchaToken'>>({
    email: '',
    password: '',
    repeat: '',
    termsAccepted: false,
    privacyAccepted: false,
  });
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<RegisterProblem>();
  const [registeredEmail, setRegisteredEmail] = useState<string>();
  const update = (change: Partial<RegisterForm>) => {
    setForm((current) => ({ ...current, ...change }));
    if (change.email !== undefined && problem?.field === 'email') setProblem(undefined);
  };

  if (state.status === 'signedIn') return <AlreadySignedIn />;

  if (registeredEmail) {
    return (
      <section className="auth card stack" aria-labelledby="register-title">
        <h2 id="register-title" className="page-title">
          {t('auth.register.title')}
        </h2>
        <Notice kind="success">{t('auth.register.success')}</Notice>
        <p>{t('auth.register.checkInbox', { email: registeredEmail })}</p>
      </section>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registerProblem({ ...form, captchaToken: check.token });
    if (found) {
      setProblem(found);
      return;
    }
    setPending(true);
    setProblem(undefined);
    const email = normalizeEmail(form.email);
    const captchaToken = check.token!;
    try {
      const cognito = await loadCognito();
      await cognito.signUp({
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
      setProblem(serverProblem(error));
      check.reset(); // a solution is accepted once
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="auth card stack stack--lg" aria-labelledby="register-title">
      <h2 id="register-title" className="page-title">
        {t('auth.register.title')}
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
          value={form.email}
          error={problem?.field === 'email' ? t(problem.key) : undefined}
          onChange={(event) => update({ email: event.target.value })}
        />
        <Field
          label={t('auth.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
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
          textKey="auth.acceptTerms"
          href="/terms.html"
          checked={form.termsAccepted}
          onChange={(termsAccepted) => update({ termsAccepted })}
        />
        <Consent
          name="privacy"
          textKey="auth.acceptPrivacy"
          href="/privacy.html"
          checked={form.privacyAccepted}
          onChange={(privacyAccepted) => update({ privacyAccepted })}
        />
        <HumanCheck check={check} />
        {problem && !problem.field && <Notice kind="error">{t(problem.key)}</Notice>}
        <button type="submit" className="button button--primary button--block" disabled={pending}>
          {pending ? t('auth.pending') : t('auth.register.submit')}
        </button>
      </form>
      <SocialButtons mode="register" onError={(text) => setProblem({ key: text })} />
      <p className="auth__switch">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.toLogin')}</Link>
      </p>
    </section>
  );
}
