import { useTranslation } from 'react-i18next';
import { CrisisNotice } from '../../lib/CrisisNotice';
import type { AnalysisResponse } from './analysisApi';

/** The result of any analysis: help lines first when needed, then analysis, advice and tips. */
export function AnalysisResultView({ result }: { result: AnalysisResponse }) {
  const { t } = useTranslation();
  return (
    <article className="analysis-result" aria-labelledby="analysis-result-title">
      {result.crisis && <CrisisNotice crisis={result.crisis} />}
      <h3 id="analysis-result-title" className="visually-hidden">
        {t('analysis.resultTitle')}
      </h3>
      {result.provider === 'offline' && (
        <p className="analysis-badge" data-testid="offline-badge">
          {t('analysis.offlineBadge')}
        </p>
      )}
      <section className="analysis-box" aria-labelledby="analysis-text-title">
        <h4 id="analysis-text-title">{t('analysis.analysisTitle')}</h4>
        <p data-testid="analysis-text">{result.analysis}</p>
      </section>
      <section className="analysis-box" aria-labelledby="advice-text-title">
        <h4 id="advice-text-title">{t('analysis.adviceTitle')}</h4>
        <p data-testid="advice-text">{result.advice}</p>
      </section>
      {result.tips.length > 0 && (
        <section className="analysis-box" aria-labelledby="tips-title">
          <h4 id="tips-title">{t('analysis.tipsTitle')}</h4>
          <ul>
            {result.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
