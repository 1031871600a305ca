import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMe } from '@web/lib/account';
import { Notice } from '@web/ui/Notice';
import { QueryView } from '@web/ui/QueryView';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { isPaymentReturn } from './paymentReturn';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

/** Back from a payment: confirmed only when the server says the access is paid. */
function PaymentConfirmedBanner({ paid }: { paid: boolean }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !paid || !isPaymentReturn(query)) return null;
  return (
    <Notice
      kind="success"
      action={
        <button type="button" className="button button--small" onClick={() => setDismissed(true)}>
          {t('analysis.dismiss')}
        </button>
      }
    >
      {t('analysis.paymentConfirmed')}
    </Notice>
  );
}

export default function AnalysisScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const analysis = useAnalysisRun();

  return (
    <section className="stack stack--lg" aria-labelledby="analysis-title">
      <header className="page-header">
        <h2 id="analysis-title" className="page-title">
          {t('analysis.latest.title')}
        </h2>
        <p className="page-subtitle">{t('analysis.latest.description')}</p>
      </header>
      <QueryView query={me} loading={t('app.loading')}>
        {({ access }) => (
          <>
            <PaymentConfirmedBanner paid={access.level === 'paid'} />
            {access.canAnalyze ? (
              <AnalysisRunner
                analysis={analysis}
                request={{ kind: 'latest' }}
                runLabel={t('analysis.latest.run')}
              />
            ) : (
              <Notice
                kind="info"
                action={
                  <Link className="button button--small" to="/payment">
                    {t('chat.toPayment')}
                  </Link>
                }
              >
                {t('analysis.gate')}
              </Notice>
            )}
            {(access.canAnalyzeWeek || access.canChat) && (
              <div className="cluster">
                {access.canAnalyzeWeek && (
                  <>
                    <Link className="button" to="/week-analysis">
                      {t('analysis.toWeek')}
                    </Link>
                    <Link className="button" to="/month-analysis">
                      {t('analysis.toMonth')}
                    </Link>
                  </>
                )}
                {access.canChat && <AssistantButton result={analysis.result} />}
              </div>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}
