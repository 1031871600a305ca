import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import './journal.css';

export default function InstructionsScreen() {
  const { t } = useTranslation();
  const steps = t('instructions.steps', { returnObjects: true }) as string[];
  return (
    <section className="journal-screen" aria-labelledby="instructions-title">
      <h2 id="instructions-title">{t('instructions.title')}</h2>
      <ol className="journal-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <nav className="journal-actions" aria-label={t('journal.navigation')}>
        <Link className="button primary" to="/emotion">
          {t('instructions.start')}
        </Link>
        <Link className="button" to="/">
          {t('journal.toHome')}
        </Link>
      </nav>
    </section>
  );
}
