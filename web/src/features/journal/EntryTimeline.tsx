import { useTranslation } from 'react-i18next';
import type { EmotionEntry } from '@domain/journal';
import { sortEntries } from '@domain/journal-rules';
import { familyOfEntry, useVocabulary } from '@web/lib/vocabulary';
import { EmotionMark } from '@web/ui/EmotionMark';
import { Icon } from '@web/ui/icons';
import { asEntry, type QueuedEntry } from './outbox';

/** An entry kept on the device: waiting to be sent, or refused by the server for good. */
function WaitingBadge({ queued, onDiscard }: { queued: QueuedEntry; onDiscard: () => void }) {
  const { t } = useTranslation();
  if (!queued.refused) {
    return (
      <span className="timeline__waiting" data-testid="entry-waiting">
        <Icon name="clock" />
        {t('offline.waiting')}
      </span>
    );
  }
  return (
    <span className="timeline__waiting timeline__waiting--refused" data-testid="entry-refused">
      <Icon name="warning" />
      {t('offline.refused')}
      <button type="button" className="button button--quiet button--small" onClick={onDiscard}>
        {t('offline.discard')}
      </button>
    </span>
  );
}

/**
 * A day's entries as a timeline: the time on the rail, the emotion in its family's colour and
 * shape, how strongly, the note, and what the day held. Entries written offline take their
 * place by time, marked as waiting until the server has them.
 */
export function EntryTimeline({
  entries,
  label,
  waiting = [],
  onDiscard,
}: {
  entries: EmotionEntry[];
  label: string;
  waiting?: QueuedEntry[];
  onDiscard?: (requestId: string) => void;
}) {
  const { t } = useTranslation();
  const vocabulary = useVocabulary();
  const queuedById = new Map(waiting.map((queued) => [queued.requestId, queued]));
  const shown = waiting.length ? sortEntries([...entries, ...waiting.map(asEntry)]) : entries;
  return (
    <ol className="timeline" aria-label={label}>
      {shown.map((entry) => {
        const family = familyOfEntry(entry, vocabulary);
        const queued = queuedById.get(entry.id);
        return (
          <li
            key={entry.id}
            className={`timeline__item family family--${family}${queued ? ' timeline__item--waiting' : ''}`}
          >
            <span className="timeline__time">
              {entry.time ? entry.time.slice(0, 5) : t('day.noTime')}
            </span>
            <div className="timeline__body">
              <div className="timeline__head">
                <EmotionMark emotion={entry.emotion} family={family} />
                {queued && (
                  <WaitingBadge queued={queued} onDiscard={() => onDiscard?.(queued.requestId)} />
                )}
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
