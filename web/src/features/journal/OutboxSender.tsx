import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Crisis } from '@domain/safety/response';
import { api } from '@web/lib/api';
import { queryKeys } from '@web/lib/query';
import { useUser } from '@web/lib/session';
import { CrisisNotice } from '@web/ui/CrisisNotice';
import { useToast } from '@web/ui/Toast';
import { applySavedEntry } from './journalQueries';
import { queuedEntries } from './outbox';
import { oneSenderAtATime, sendOutbox } from './sendOutbox';

/**
 * Sends what was written offline: when the app starts and whenever the connection comes back.
 * A sent entry lands in the calendar as if saved just now; a flagged one brings the crisis card
 * as a save from the form would.
 */
export function OutboxSender() {
  const { t } = useTranslation();
  const { userId } = useUser();
  const client = useQueryClient();
  const toast = useToast();
  const [crisis, setCrisis] = useState<Crisis>();
  const running = useRef(false);

  const flush = useCallback(async () => {
    if (running.current || !onlineManager.isOnline()) return;
    running.current = true;
    let sent = 0;
    try {
      const waiting = await queuedEntries(userId);
      if (!waiting.some((queued) => !queued.refused)) return;
      const { solveHumanCheck } = await import('@web/lib/solveHumanCheck');
      await oneSenderAtATime(() =>
        sendOutbox(userId, {
          solve: solveHumanCheck,
          send: (body) => api('POST /api/emotions', { body }),
          onSent: (_, saved) => {
            sent += 1;
            applySavedEntry(client, userId, saved);
            if (saved.crisis) setCrisis(saved.crisis);
          },
        }),
      );
    } finally {
      running.current = false;
      await client.invalidateQueries({ queryKey: queryKeys.outbox(userId) });
      if (sent > 0) toast({ kind: 'success', text: t('offline.sent', { count: sent }) });
    }
  }, [client, t, toast, userId]);

  useEffect(() => {
    void flush();
    return onlineManager.subscribe((online) => {
      if (online) void flush();
    });
  }, [flush]);

  return crisis ? (
    <div className="app-main__notice">
      <CrisisNotice crisis={crisis} live />
    </div>
  ) : null;
}
