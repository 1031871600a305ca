import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@domain/account';
import { api, errorKey } from '@web/lib/api';
import { localeOf } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useSession, useUser } from '@web/lib/session';
import { loadCognito } from '@web/lib/session-store';
import { Field } from '@web/ui/Field';
import { Notice } from '@web/ui/Notice';
import { QueryView } from '@web/ui/QueryView';

function useSessions() {
  const { userId } = useUser();
  return useQuery({
    queryKey: queryKeys.sessions(userId),
    queryFn: ({ signal }) => api('GET /api/sessions', { signal }),
  });
}

/** Where the account is signed in, as far as the server has seen it. */
function SessionList() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(localeOf(i18n.language), {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  return (
    <QueryView query={sessions} loading={t('security.sessions.loading')}>
      {({ sessions: list }) => (
        <ul className="session-list" aria-label={t('security.sessions.title')}>
          {list.map((session) => (
            <li key={session.signedInAt} className="session-list__item" data-testid="session">
              <span className="session-list__device">
                {session.device === 'unknown' ? t('security.sessions.unknown') : session.device}
                {session.current && (
                  <span className="session-list__current"> · {t('security.sessions.current')}</span>
                )}
              </span>
              <span className="field__hint">
                {t('security.sessions.signedIn', { date: when(session.signedInAt) })}
                {' · '}
                {t('security.sessions.lastSeen', { date: when(session.lastSeenAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

/**
 * Sign out everywhere: the server refuses every token issued before now (on every route, at
 * once), Cognito revokes the refresh tokens, and this device forgets the person.
 */
function SignOutEverywhere() {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const everywhere = useMutation({
    mutationFn: async () => {
      await api('POST /api/sessions/revoke');
      navigate('/login', { replace: true, state: { signedOutEverywhere: true } });
      await signOut({ global: true });
    },
  });
  if (!asking) {
    return (
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {t('security.everywhere.button')}
      </button>
    );
  }
  return (
    <div className="stack stack--sm" role="group" aria-label={t('security.everywhere.button')}>
      <p>{t('security.everywhere.confirm')}</p>
      <div className="cluster">
        <button
          type="button"
          className="button button--primary"
          disabled={everywhere.isPending}
          onClick={() => everywhere.mutate()}
        >
          {t('security.everywhere.yes')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => setAsking(false)}>
          {t('security.everywhere.no')}
        </button>
      </div>
      {everywhere.isError && (
        <Notice kind="error">
          {t(errorKey(everywhere.error), { defaultValue: t('errors.generic') })}
        </Notice>
      )}
    </div>
  );
}

type PasswordProblem = { key: string; field?: 'current' | 'next' | 'repeat' };

/** Cognito's answer to a password change, in the person's words. */
function passwordProblemOf(error: unknown): PasswordProblem {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAuthorizedException')
    return { key: 'security.password.wrong', field: 'current' };
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') {
    return { key: 'auth.register.passwordTooShort', field: 'next' };
  }
  if (name === 'LimitExceededException' || name === 'TooManyRequestsException') {
    return { key: 'auth.forgot.tooMany' };
  }
  return { key: 'security.password.failed' };
}

function ChangePassword() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<PasswordProblem>();
  const [done, setDone] = useState(false);
  const change = useMutation({
    mutationFn: async () =>
      (await loadCognito()).updatePassword({ oldPassword: current, newPassword: next }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      setRepeat('');
      setDone(true);
    },
    onError: (error) => setProblem(passwordProblemOf(error)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (!current) return setProblem({ key: 'security.password.currentRequired', field: 'current' });
    if (next.length < PASSWORD_MIN_LENGTH) {
      return setProblem({ key: 'auth.register.passwordTooShort', field: 'next' });
    }
    if (next !== repeat)
      return setProblem({ key: 'auth.register.passwordsMismatch', field: 'repeat' });
    setProblem(undefined);
    change.mutate();
  }

  const errorFor = (field: PasswordProblem['field']) =>
    problem && problem.field === field ? t(problem.key, { count: PASSWORD_MIN_LENGTH }) : undefined;
  return (
    <form
      className="stack security-password"
      onSubmit={submit}
      noValidate
      aria-labelledby="password-title"
    >
      <h4 id="password-title" className="field__label">
        {t('security.password.title')}
      </h4>
      <Field
        label={t('security.password.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errorFor('current')}
      />
      <Field
        label={t('security.password.next')}
        type="password"
        autoComplete="new-password"
        value={next}
        hint={t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        onChange={(event) => setNext(event.target.value)}
        error={errorFor('next')}
      />
      <Field
        label={t('security.password.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        error={errorFor('repeat')}
      />
      {problem && !problem.field && <Notice kind="error">{t(problem.key)}</Notice>}
      {done && <Notice kind="success">{t('security.password.done')}</Notice>}
      <div className="cluster">
        <button type="submit" className="button" disabled={change.isPending}>
          {change.isPending ? t('security.password.saving') : t('security.password.save')}
        </button>
      </div>
    </form>
  );
}

/** The account's security: where it is signed in, signing out everywhere, the password. */
export function SecuritySection() {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="security-title">
      <h3 id="security-title" className="section-title">
        {t('security.title')}
      </h3>
      <p>{t('security.sessions.intro')}</p>
      <SessionList />
      <SignOutEverywhere />
      <ChangePassword />
    </section>
  );
}
