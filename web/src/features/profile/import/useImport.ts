import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { api } from '@web/lib/api';
import { browserTimeZone } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useUser } from '@web/lib/session';
import { useVocabulary } from '@web/lib/vocabulary';
import { batchesOf } from './importFile';
import type { ParsedFile } from './parseFile';

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string }
  | { step: 'preview'; fileName: string; parsed: ParsedFile }
  | { step: 'importing'; fileName: string; total: number; done: number }
  | { step: 'done'; imported: number; duplicates: number }
  | { step: 'failed'; error: unknown };

/** A request that answers `complete: false` is sent again; it goes on from where it stopped. */
const MAX_ROUNDS_PER_BATCH = 10;

/**
 * Import in two steps, nothing written before the second: the file is read and checked in the
 * browser (the preview), then sent in batches as entries of our own export format, each with the
 * id the parser gave it, so the bar moves with the batches and sending a file twice adds nothing.
 */
export function useImport() {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const { userId } = useUser();
  const client = useQueryClient();
  const vocabulary = useVocabulary();
  // The file a later choice replaced is not previewed over it.
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      setState({ step: 'reading', fileName: file.name });
      try {
        const { parseFile } = await import('./parseFile');
        const parsed = await parseFile(file, {
          timezone: browserTimeZone(),
          familyOf: vocabulary.familyOf,
        });
        if (attempt === latest.current) setState({ step: 'preview', fileName: file.name, parsed });
      } catch (error) {
        if (attempt === latest.current) setState({ step: 'failed', error });
      }
    },
    [vocabulary],
  );

  const start = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { parsed, fileName } = state;
    const total = parsed.entries.length;
    const batches = batchesOf(parsed.entries);
    let done = 0;
    let imported = 0;
    let duplicates = 0;
    setState({ step: 'importing', fileName, total, done });
    try {
      for (const [index, entries] of batches.entries()) {
        const last = index === batches.length - 1;
        // The profile of our export comes with the last batch: the server fills it in once
        // every entry is there.
        const content = JSON.stringify(
          last && parsed.profile ? { profile: parsed.profile, entries } : { entries },
        );
        let writtenByThisBatch = 0;
        for (let round = 0; ; round++) {
          const answer = await api('POST /api/import', {
            body: { format: 'json', content, timezone: browserTimeZone() },
          });
          imported += answer.imported;
          // A round after an unfinished one finds that one's entries already there.
          duplicates += Math.max(0, answer.duplicates - writtenByThisBatch);
          writtenByThisBatch += answer.imported;
          if (answer.complete) break;
          if (round + 1 >= MAX_ROUNDS_PER_BATCH) throw new Error('import did not complete');
        }
        done += entries.length;
        setState({ step: 'importing', fileName, total, done });
      }
      setState({ step: 'done', imported, duplicates });
    } catch (error) {
      setState({ step: 'failed', error });
    } finally {
      // Whatever was written shows in the calendar, the day views and insights.
      await client.invalidateQueries({ queryKey: queryKeys.user(userId) });
    }
  }, [state, client, userId]);

  const reset = useCallback(() => {
    latest.current++;
    setState({ step: 'idle' });
  }, []);

  return { state, choose, start, reset };
}
