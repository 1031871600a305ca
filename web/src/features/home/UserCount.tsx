import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@web/lib/api';
import { localeOf } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';

/** Registered users (SPEC §1): a placeholder until loaded, a dash on failure. Its line keeps its height. */
export function UserCount() {
  const { t, i18n } = useTranslation();
  const count = useQuery({
    queryKey: queryKeys.userCount(),
    queryFn: async ({ signal }) => (await api('GET /api/user-count', { signal })).count,
  });

  let value;
  if (count.isPending) {
    value = <span className="placeholder">{t('home.usersLoading')}</span>;
  } else if (count.isError) {
    value = <span aria-label={t('home.usersUnavailable')}>—</span>;
  } else {
    value = <strong>{new Intl.NumberFormat(localeOf(i18n.language)).format(count.data)}</strong>;
  }

  return (
    <p className="user-count" data-testid="user-count" aria-live="polite">
      {t('home.usersLabel')}{' '}
      <span data-testid="user-count-value" data-unavailable={t('home.usersUnavailable')}>
        {value}
      </span>
    </p>
  );
}
