import { useTranslation } from 'react-i18next';
import type { EmotionEntry } from '@domain/journal';
import { familyOfEntry, useVocabulary } from '@web/lib/vocabulary';
import { EmotionMark } from '@web/ui/EmotionMark';

/**
 * A day's entries as a timeline: the time on the rail, the emotion in its family's colour and
 * shape, how strongly, the note, and what the day held.
 */
export function EntryTimeline({ entries, label }: { entries: EmotionEntry[]; label: string }) {
  const { t } = useTranslation();
  const vocabulary = useVocabulary();
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => {
        const family = familyOfEntry(entry, vocabulary);
        return (
          <li key={entry.id} className={`timeline__item family family--${family}`}>
            <span className="timeline__time">
              {entry.time ? entry.time.slice(0, 5) : t('day.noTime')}
            </span>
            <div className="timeline__body">
              <div className="timeline__head">
                <EmotionMark emotion={entry.emotion} family={family} />
                {entry.intensity !== undefined && (
                  <span className="timeline__intensity">
                    {t('day.intensity', { label: t(`emotions.intensity.${entry.intensity}`) })}
                  </span>
                )}
              </div>
              {entry.note && <p className="timeline__note">{entry.note}</p>}
              {entry.tags && entry.tags.length > 0 && (
                <ul className="tag-list" aria-label={t('day.tags')}>
                  {entry.tags.map((tag) => (
                    <li key={tag} className="tag">
                      {tag}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
