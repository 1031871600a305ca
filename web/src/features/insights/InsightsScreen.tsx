import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knownFamilies, type Family } from '@domain/emotions/family';
import { EmotionMark } from '@web/ui/EmotionMark';
import { EmptyState } from '@web/ui/EmptyState';
import { QueryView } from '@web/ui/QueryView';
import { MoodChart } from './MoodChart';
import type { Insights } from './types';
import { insightRanges, useInsights, type InsightRange } from './useInsights';
import { YearInPixels } from './YearInPixels';
import './insights.css';

/** How many of the words used most are shown. */
const TOP_WORDS = 12;

function Stats({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const stats = [
    ['days', insights.totals.days],
    ['entries', insights.totals.entries],
    ['longest', insights.runs.longest.days],
    ['current', insights.runs.current.days],
  ] as const;
  return (
    <dl className="insight-stats">
      {stats.map(([key, value]) => (
        <div key={key} className="insight-stats__item card">
          <dt>{t(`insights.stats.${key}`)}</dt>
          <dd data-testid={`stat-${key}`}>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Words({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const words = insights.words.slice(0, TOP_WORDS);
  if (words.length === 0) return <p className="muted">{t('insights.words.none')}</p>;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ol className="insight-words" role="list">
      {words.map(({ word, count, family }) => (
        <li key={word} className="insight-words__item">
          <EmotionMark emotion={word} family={family} />
          <span className="insight-words__count">
            {t('insights.words.count', { times: number.format(count) })}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Tags({ insights }: { insights: Insights }) {
  const { t } = useTranslation();
  if (insights.tags.length === 0) return <p className="muted">{t('insights.tags.none')}</p>;
  return (
    <ul className="insight-tags" role="list">
      {insights.tags.map(({ tag, days, direction }) => (
        <li
          key={tag}
          className={`insight-tags__item insight-tags__item--${direction}`}
          data-testid="tag-insight"
        >
          {t(`insights.tags.${direction}`, { tag, days })}
        </li>
      ))}
    </ul>
  );
}

/** The family an hour of the day leans to, by its entries. */
function mostly(families: Partial<Record<Family, number>>): Family | undefined {
  let best: Family | undefined;
  for (const family of [...knownFamilies, 'other' as const]) {
    if ((families[family] ?? 0) > (best ? (families[best] ?? 0) : 0)) best = family;
  }
  return best;
}

function TimeOfDay({ insights }: { insights: Insights }) {
  const { t } = useTranslation();
  const most = Math.max(1, ...insights.timeOfDay.map((bucket) => bucket.entries));
  return (
    <ul className="insight-times" role="list">
      {insights.timeOfDay.map((bucket) => {
        const family = mostly(bucket.families);
        return (
          <li key={bucket.bucket} className="insight-times__item">
            <span className="insight-times__label">{t(`insights.time.${bucket.bucket}`)}</span>
            <span className="insight-times__bar" aria-hidden="true">
              <span
                className={`insight-times__fill family family--${family ?? 'other'}`}
                style={{ inlineSize: `${(bucket.entries / most) * 100}%` }}
              />
            </span>
            <span className="insight-times__text">
              {t('insights.time.entries', { n: bucket.entries })}
              {family &&
                ` · ${t('insights.time.mostly', { family: t(`emotions.families.${family}.label`) })}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="card stack" aria-labelledby={`insights-${id}`}>
      <h3 id={`insights-${id}`} className="section-title">
        {title}
      </h3>
      {hint && <p className="muted">{hint}</p>}
      {children}
    </section>
  );
}

/**
 * `/insights`: what the days show together. Every chart has its figures in words or a table
 * beside it, and nothing is claimed about a tag from fewer than five days.
 */
export default function InsightsScreen() {
  const { t } = useTranslation();
  const [range, setRange] = useState<InsightRange>(30);
  const insights = useInsights(range);

  return (
    <section className="stack stack--lg" aria-labelledby="insights-title">
      <header className="page-header">
        <h2 id="insights-title" className="page-title">
          {t('insights.title')}
        </h2>
        <p className="page-subtitle">{t('insights.subtitle')}</p>
      </header>
      <div className="insight-ranges" role="group" aria-label={t('insights.range.label')}>
        {insightRanges.map((days) => (
          <button
            key={days}
            type="button"
            className="chip"
            aria-pressed={range === days}
            onClick={() => setRange(days)}
          >
            {t(`insights.range.d${days}`)}
          </button>
        ))}
      </div>
      <QueryView query={insights} loading={t('insights.loading')} errorText={t('insights.error')}>
        {(data) =>
          data.totals.entries === 0 ? (
            <EmptyState
              text={t('insights.empty')}
              action={
                <Link className="button button--primary" to="/">
                  {t('insights.emptyAction')}
                </Link>
              }
            />
          ) : (
            <>
              <Stats insights={data} />
              <Section id="mood" title={t('insights.mood.title')}>
                <MoodChart days={data.days} from={data.from} to={data.to} />
              </Section>
              <Section
                id="pixels"
                title={t('insights.pixels.title')}
                hint={t('insights.pixels.hint')}
              >
                <YearInPixels days={data.days} from={data.from} to={data.to} />
              </Section>
              <Section id="words" title={t('insights.words.title')}>
                <Words insights={data} />
              </Section>
              <Section id="tags" title={t('insights.tags.title')} hint={t('insights.tags.hint')}>
                <Tags insights={data} />
              </Section>
              <Section id="time" title={t('insights.time.title')}>
                <TimeOfDay insights={data} />
              </Section>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
