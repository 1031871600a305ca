import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function InstructionsScreen() {
  const { t } = useTranslation();
  const steps = t('instructions.steps', { returnObjects: true }) as string[];
  return (
    <section className="stack stack--lg" aria-labelledby="instructions-title">
      <header className="page-header">
        <h2 id="instructions-title" className="page-title">
          {t('instructions.title')}
        </h2>
      </header>
      <ol className="card steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="cluster">
        <Link className="button button--primary" to="/">
          {t('instructions.start')}
        </Link>
      </div>
    </section>
  );
}
