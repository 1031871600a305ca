import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '@web/ui/Notice';
import './auth.css';

/** Reached after a sign-in with an unverified email: a new link was sent (`resent=1`). */
export default function EmailActionScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <section className="auth card stack" aria-labelledby="email-action-title">
      <h2 id="email-action-title" className="page-title">
        {t('auth.emailAction.title')}
      </h2>
      <Notice kind="info">{t('auth.login.notVerified')}</Notice>
      {params.get('resent') === '1' && <p>{t('auth.emailAction.resent')}</p>}
      <div className="cluster">
        <Link className="button button--primary" to="/login">
          {t('auth.emailAction.toLogin')}
        </Link>
        <Link className="button" to="/verify-email">
          {t('auth.emailAction.toVerify')}
        </Link>
      </div>
    </section>
  );
}
