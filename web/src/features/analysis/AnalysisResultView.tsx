import { useTranslation } from 'react-i18next';
import { CrisisNotice } from '@web/ui/CrisisNotice';
import { Icon } from '@web/ui/icons';
import type { AnalysisResult } from './useAnalysisRun';

/** The result of any analysis as cards: help lines first when needed, then analysis, advice, tips. */
export function AnalysisResultView({ result }: { result: AnalysisResult }) {
  const { t } = useTranslation();
  return (
    <article className="analysis-result stack" aria-labelledby="analysis-result-title">
      {result.crisis && <CrisisNotice crisis={result.crisis} live />}
      <div className="section-header">
        <h3 id="analysis-result-title" className="section-title">
          {t('analysis.resultTitle')}
        </h3>
        {result.provider === 'offline' && (
          <p className="badge" data-testid="offline-badge">
            {t('analysis.offlineBadge')}
          </p>
        )}
      </div>
      <section className="card result-card stack stack--sm" aria-labelledby="analysis-text-title">
        <h4 id="analysis-text-title" className="result-card__title">
          <Icon name="analysis" />
          {t('analysis.analysisTitle')}
        </h4>
        <p data-testid="analysis-text">{result.analysis}</p>
      </section>
      <section className="card result-card stack stack--sm" aria-labelledby="advice-text-title">
        <h4 id="advice-text-title" className="result-card__title">
          <Icon name="sparkle" />
          {t('analysis.adviceTitle')}
        </h4>
        <p data-testid="advice-text">{result.advice}</p>
      </section>
      {result.tips.length > 0 && (
        <section className="card result-card stack stack--sm" aria-labelledby="tips-title">
          <h4 id="tips-title" className="result-card__title">
            <Icon name="check" />
            {t('analysis.tipsTitle')}
          </h4>
          <ul className="tips">
            {result.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
