import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmotionEntry } from '@domain/journal';
import { QueryStatus } from '@web/ui/QueryView';
import { EntryTimeline } from './EntryTimeline';
import { useOutbox } from './useOutbox';

/**
 * A day's entries with the ones written offline on this device among them. Those show even
 * when the day could not be read (offline, with nothing of it stored): they are here already.
 */
export function DayEntries({
  date,
  query,
  label,
  empty,
}: {
  date: string;
  query: UseQueryResult<EmotionEntry[]>;
  label: string;
  /** What an empty day shows. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const outbox = useOutbox();
  const waiting = outbox.entries.filter((queued) => queued.date === date);
  const entries = query.data ?? [];
  if (!query.isSuccess && waiting.length === 0) {
    return <QueryStatus query={query} loading={t('day.loading')} errorText={t('day.loadError')} />;
  }
  return (
    <>
      {!query.isSuccess && (
        <QueryStatus query={query} loading={t('day.loading')} errorText={t('day.loadError')} />
      )}
      {entries.length === 0 && waiting.length === 0 ? (
        empty
      ) : (
        <EntryTimeline
          entries={entries}
          waiting={waiting}
          onDiscard={(requestId) => void outbox.remove(requestId)}
          label={label}
        />
      )}
    </>
  );
}
