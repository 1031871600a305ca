import { format } from 'date-fns';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FREE_UA_MIN_DAYS } from '@domain/access';
import { isIsoDate } from '@domain/dates';
import { useMe } from '@web/lib/account';
import { localDate } from '@web/lib/dates';
import { Notice } from '@web/ui/Notice';
import { QueryView } from '@web/ui/QueryView';
import { AnalysisRunner } from './AnalysisRunner';
import { AssistantButton } from './AssistantButton';
import { useAnalysisRun } from './useAnalysisRun';
import './analysis.css';

/** The day chosen on the day screen; the entries came along but the server reads its own. */
function dayFromState(state: unknown): { date: string; entryCount: number } | undefined {
  const { date, entries } = (state ?? {}) as { date?: unknown; entries?: unknown };
  if (typeof date !== 'string' || !isIsoDate(date) || !Array.isArray(entries) || !entries.length) {
    return undefined;
  }
  return { date, entryCount: entries.length };
}

export default function DayAnalysisScreen() {
  const { t } = useTranslation();
  const day = dayFromState(useLocation().state);
  const me = useMe();
  const analysis = useAnalysisRun();

  return (
    <section className="stack stack--lg" aria-labelledby="day-analysis-title">
      <header className="page-header">
        <h2 id="day-analysis-title" className="page-title">
          {day
            ? t('analysis.day.title', { date: format(localDate(day.date), 'dd.MM.yyyy') })
            : t('analysis.day.titleNoDate')}
        </h2>
        {day && (
          <p className="page-subtitle">{t('analysis.day.entries', { count: day.entryCount })}</p>
        )}
      </header>
      {!day ? (
        <Notice
          kind="error"
          action={
            <Link className="button button--small" to="/calendar">
              {t('day.backToCalendar')}
            </Link>
          }
        >
          {t('analysis.errors.missingDay')}
        </Notice>
      ) : (
        <QueryView query={me} loading={t('app.loading')}>
          {({ access, daysWithEntries }) =>
            access.canAnalyze ? (
              <>
                <AnalysisRunner
                  analysis={analysis}
                  request={{ kind: 'day', date: day.date }}
                  runLabel={t('analysis.day.run')}
                />
                {analysis.result && access.canChat && daysWithEntries >= FREE_UA_MIN_DAYS && (
                  <div className="cluster">
                    <AssistantButton result={analysis.result} date={day.date} />
                  </div>
                )}
              </>
            ) : (
              <Notice kind="info">{t('analysis.gate')}</Notice>
            )
          }
        </QueryView>
      )}
      {day && (
        <div className="cluster">
          <Link className="button" to={`/day/${day.date}`}>
            {t('analysis.backToDay')}
          </Link>
        </div>
      )}
    </section>
  );
}
