import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/test-home`: a short welcome page. */
export default function TestHomeScreen() {
  const { t } = useTranslation();
  return (
    <section className="card stack" aria-labelledby="test-home-title">
      <h2 id="test-home-title" className="page-title">
        {t('welcome.title')}
      </h2>
      <p>{t('welcome.text')}</p>
      <div className="cluster">
        <Link className="button button--primary" to="/emotion">
          {t('welcome.start')}
        </Link>
        <Link className="button" to="/">
          {t('welcome.home')}
        </Link>
      </div>
    </section>
  );
}
