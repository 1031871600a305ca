import { useTranslation } from 'react-i18next';
import { addDays, daysBetween } from '@domain/dates';
import { knownFamilies, type Family } from '@domain/emotions/family';
import { localDate, longDate } from '@web/lib/dates';
import { FamilyShape } from '@web/ui/icons';
import type { InsightDay } from './types';

/**
 * Every day of the range as one mark, a column per week (Monday on top): the day's main family
 * in its colour and shape, an empty outline where nothing was written. The marks are for the
 * eye; the sentence under them says the same for screen readers.
 */
export function YearInPixels({ days, from, to }: { days: InsightDay[]; from: string; to: string }) {
  const { t, i18n } = useTranslation();
  const byDate = new Map(days.filter((d) => d.entries > 0).map((d) => [d.date, d.family]));
  // Monday = 0: the first column starts on the Monday of the first week.
  const lead = (localDate(from).getDay() + 6) % 7;
  const span = daysBetween(from, to) + 1;
  const cells = Array.from({ length: span }, (_, i) => addDays(from, i));
  const counts = new Map<Family, number>();
  for (const family of byDate.values()) counts.set(family, (counts.get(family) ?? 0) + 1);
  const list = [...knownFamilies, 'other' as const]
    .filter((family) => counts.has(family))
    .map((family) => `${t(`emotions.families.${family}.label`)}: ${counts.get(family)}`)
    .join(', ');
  return (
    <figure className="pixels">
      <div
        className="pixels__scroll"
        role="region"
        aria-label={t('insights.pixels.title')}
        tabIndex={0}
      >
        <div className="pixels__grid" aria-hidden="true">
          {Array.from({ length: lead }, (_, i) => (
            <span key={`lead-${i}`} className="pixel pixel--outside" />
          ))}
          {cells.map((date) => {
            const family = byDate.get(date);
            return family ? (
              <span
                key={date}
                className={`pixel family family--${family}`}
                title={`${longDate(date, i18n.language)}: ${t(`emotions.families.${family}.label`)}`}
                data-testid="pixel"
                data-date={date}
                data-family={family}
              >
                <FamilyShape family={family} />
              </span>
            ) : (
              <span
                key={date}
                className="pixel pixel--empty"
                title={`${longDate(date, i18n.language)}: ${t('insights.pixels.none')}`}
                data-testid="pixel"
                data-date={date}
              />
            );
          })}
        </div>
      </div>
      <figcaption className="muted">
        {t('insights.pixels.summary', {
          list: list || t('insights.pixels.none'),
          empty: span - byDate.size,
        })}
      </figcaption>
    </figure>
  );
}
