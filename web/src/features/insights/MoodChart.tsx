import { useTranslation } from 'react-i18next';
import { daysBetween } from '@domain/dates';
import { longDate } from '@web/lib/dates';
import type { InsightDay } from './types';

const WIDTH = 600;
const HEIGHT = 200;
const PAD = 8;

const yOf = (value: number) => PAD + ((1 - value) / 2) * (HEIGHT - 2 * PAD);

/**
 * A line through the days that have a value; a day without entries breaks it, so nothing is
 * drawn that was not written.
 */
function linePath(
  days: InsightDay[],
  from: string,
  span: number,
  value: (d: InsightDay) => number | null,
) {
  let path = '';
  let previous: number | undefined;
  for (const day of days) {
    const v = value(day);
    const index = daysBetween(from, day.date);
    if (v === null) continue;
    const x = PAD + (span === 0 ? 0 : (index / span) * (WIDTH - 2 * PAD));
    path += `${previous !== undefined && index - previous === 1 ? 'L' : 'M'}${x.toFixed(1)} ${yOf(v).toFixed(1)}`;
    previous = index;
  }
  return path;
}

const signed = (value: number | null, locale: string) =>
  value === null
    ? '—'
    : new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
        value,
      );

/**
 * Pleasantness and energy by day, from −1 to +1: pleasantness a solid line, energy a dashed one
 * (told apart by the stroke, not the colour), with the same figures as a table for screen readers.
 */
export function MoodChart({ days, from, to }: { days: InsightDay[]; from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const span = daysBetween(from, to);
  const written = days.filter((day) => day.entries > 0);
  return (
    <figure className="mood-chart">
      <div className="mood-chart__legend" aria-hidden="true">
        <span className="mood-chart__key mood-chart__key--pleasantness">
          {t('insights.mood.pleasantness')}
        </span>
        <span className="mood-chart__key mood-chart__key--energy">{t('insights.mood.energy')}</span>
      </div>
      <div className="mood-chart__frame" aria-hidden="true">
        <span className="mood-chart__axis mood-chart__axis--top">{t('insights.mood.top')}</span>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
          <line className="mood-chart__zero" x1={0} x2={WIDTH} y1={yOf(0)} y2={yOf(0)} />
          <path
            className="mood-chart__line mood-chart__line--energy"
            d={linePath(written, from, span, (day) => day.energy)}
          />
          <path
            className="mood-chart__line mood-chart__line--pleasantness"
            d={linePath(written, from, span, (day) => day.pleasantness)}
          />
          {written.length < 2 &&
            written.map((day) => (
              <circle
                key={day.date}
                className="mood-chart__dot"
                cx={
                  PAD + (span === 0 ? 0 : (daysBetween(from, day.date) / span) * (WIDTH - 2 * PAD))
                }
                cy={yOf(day.pleasantness ?? 0)}
                r={5}
              />
            ))}
        </svg>
        <span className="mood-chart__axis mood-chart__axis--bottom">
          {t('insights.mood.bottom')}
        </span>
      </div>
      {/* Wrapped: a table ignores the 1 px box that hides the wrapper. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('insights.mood.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.mood.date')}</th>
              <th scope="col">{t('insights.mood.pleasantness')}</th>
              <th scope="col">{t('insights.mood.energy')}</th>
            </tr>
          </thead>
          <tbody>
            {written.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDate(day.date, i18n.language)}</th>
                <td>{signed(day.pleasantness, i18n.language)}</td>
                <td>{signed(day.energy, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
