import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth';
import { AnalysisNav } from './AnalysisNav';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { isPaymentReturn } from './paymentReturn';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

function PaymentConfirmedBanner() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !isPaymentReturn(query)) return null;
  return (
    <div className="analysis-banner" role="status">
      <p>{t('analysis.paymentConfirmed')}</p>
      <button type="button" className="button" onClick={() => setDismissed(true)}>
        {t('analysis.dismiss')}
      </button>
    </div>
  );
}

export default function AnalysisScreen() {
  const { t } = useTranslation();
  const { state: auth } = useAuth();
  const analysis = useAnalysisRun();

  if (auth.status !== 'signedIn') {
    return (
      <section className="analysis-screen">
        <p>{t('analysis.loginRequired')}</p>
        <Link to="/login">{t('analysis.toLogin')}</Link>
      </section>
    );
  }
  const { access } = auth;
  const result = analysis.state.status === 'result' ? analysis.state.result : undefined;

  return (
    <section className="analysis-screen" aria-labelledby="analysis-title">
      <h2 id="analysis-title">{t('analysis.latest.title')}</h2>
      <PaymentConfirmedBanner />
      {access.canAnalyze ? (
        <>
          <p className="analysis-muted">{t('analysis.latest.description')}</p>
          <AnalysisRunner
            analysis={analysis}
            request={{ kind: 'latest' }}
            runLabel={t('analysis.latest.run')}
          />
        </>
      ) : (
        <p className="analysis-gate">{t('analysis.gate')}</p>
      )}
      <div className="analysis-actions">
        {access.canAnalyzeWeek && (
          <Link className="button" to="/week-analysis">
            {t('analysis.toWeek')}
          </Link>
        )}
        {access.canChat && <AssistantButton result={result} />}
      </div>
      <AnalysisNav to={['calendar', 'emotion']} />
    </section>
  );
}
