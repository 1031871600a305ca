import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/test-home`: a short welcome page. */
export default function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="card welcome">
        <h2>{t('welcome.title')}</h2>
        <p>{t('welcome.text')}</p>
        <div className="button-row">
          <Link className="button primary" to="/emotion">
            {t('welcome.start')}
          </Link>
          <Link className="button" to="/">
            {t('welcome.home')}
          </Link>
        </div>
      </section>
    </div>
  );
}
