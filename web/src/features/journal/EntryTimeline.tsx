import { useTranslation } from 'react-i18next';
import type { EmotionEntry } from '@domain/journal';
import { EmotionMark } from '@web/ui/EmotionMark';

/** A day's entries as a timeline: the time on the rail, the emotion and the note beside it. */
export function EntryTimeline({ entries, label }: { entries: EmotionEntry[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className="timeline" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id} className={`timeline__item family family--${entry.family ?? 'other'}`}>
          <span className="timeline__time">
            {entry.time ? entry.time.slice(0, 5) : t('day.noTime')}
          </span>
          <div className="timeline__body">
            <EmotionMark emotion={entry.emotion} family={entry.family} />
            {entry.note && <p className="timeline__note">{entry.note}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
