import { useTranslation } from 'react-i18next';

import { DISCLAIMER_ID } from './anchors';

/** SPEC §1: not a replacement for a specialist; informational only; where to turn in a crisis. */
export function Disclaimer() {
  const { t } = useTranslation();
  return (
    <section
      id={DISCLAIMER_ID}
      className="card disclaimer stack stack--sm"
      tabIndex={-1}
      aria-labelledby="disclaimer-title"
      data-testid="disclaimer"
    >
      <h3 id="disclaimer-title" className="section-title">
        {t('home.disclaimerTitle')}
      </h3>
      <p>{t('home.disclaimerReplace')}</p>
      <p>{t('home.disclaimerAdvice')}</p>
      <p>
        <strong>{t('home.disclaimerCrisis')}</strong>
      </p>
    </section>
  );
}
