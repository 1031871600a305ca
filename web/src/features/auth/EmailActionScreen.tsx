import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** Reached after a sign-in with an unverified email: a new link was sent (`resent=1`). */
export default function EmailActionScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <section className="card">
      <h2>{t('auth.emailAction.title')}</h2>
      <p className="message info" role="status" data-testid="message-info">
        {t('auth.login.notVerified')}
      </p>
      {params.get('resent') === '1' && <p>{t('auth.emailAction.resent')}</p>}
      <div className="button-row">
        <Link className="button primary" to="/login">
          {t('auth.emailAction.toLogin')}
        </Link>
        <Link className="button" to="/verify-email">
          {t('auth.emailAction.toVerify')}
        </Link>
      </div>
    </section>
  );
}
