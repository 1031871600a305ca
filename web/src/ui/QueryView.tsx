import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@web/lib/api';
import { Notice } from './Notice';

interface StatusProps {
  query: UseQueryResult<unknown>;
  /** What is loading, said to screen readers ("Loading your entries…"). */
  loading: string;
  /** The screen's own words for a failure; the API's error code speaks first when it has one. */
  errorText?: string;
}

/**
 * The loading and error states of every query, in one place: a quiet placeholder while it
 * loads, and on failure what happened in the person's language with a way to try again; offline,
 * that the device does not have it yet. Nothing once the data is there.
 */
export function QueryStatus({ query, loading, errorText }: StatusProps) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Notice
        kind="error"
        action={
          <button
            type="button"
            className="button button--small"
            onClick={() => void query.refetch()}
          >
            {t('app.retry')}
          </button>
        }
      >
        {t(errorKey(query.error), { defaultValue: errorText ?? t('errors.generic') })}
      </Notice>
    );
  }
  // Offline with nothing on the device: waiting would be forever, so say why instead.
  if (query.isPending && query.fetchStatus === 'paused') {
    return <Notice kind="info">{t('offline.notOnDevice')}</Notice>;
  }
  return query.isPending ? <Loading text={loading} /> : null;
}

/** The data of a query once it is there; its loading and error states until then. */
export function QueryView<T>({
  query,
  children,
  ...status
}: StatusProps & { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  return query.isSuccess ? children(query.data) : <QueryStatus query={query} {...status} />;
}

export function Loading({ text }: { text: string }) {
  return (
    <p className="loading" role="status">
      <span className="loading__dot" aria-hidden="true" />
      {text}
    </p>
  );
}
