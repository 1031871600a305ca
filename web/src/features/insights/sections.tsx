import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { knownFamilies, type Family } from '@domain/emotions/family';
import { EmotionMark } from '@web/ui/EmotionMark';
import type { Insights } from './types';

/*
 * The parts of the insights, shared by the screen and the printed report.
 */

/** How many of the words used most are shown. */
const TOP_WORDS = 12;

export function Stats({ insights }: { insights: Insights }) {
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

export function Words({ insights }: { insights: Insights }) {
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

export function Tags({ insights }: { insights: Insights }) {
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

export function TimeOfDay({ insights }: { insights: Insights }) {
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

export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
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
