import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../../lambdas/domain/i18n-languages';
import { intlLocale } from '../../lib/i18n';
import { useUserCount } from './useUserCount';

export function UserCount() {
  const { t, i18n } = useTranslation();
  const count = useUserCount();
  const locale = isLanguage(i18n.language) ? intlLocale[i18n.language] : undefined;

  let value;
  if (count === undefined) {
    value = <span className="placeholder">{t('home.usersLoading')}</span>;
  } else if (count === null) {
    value = <span aria-label={t('home.usersUnavailable')}>—</span>;
  } else {
    value = <strong>{new Intl.NumberFormat(locale).format(count)}</strong>;
  }

  return (
    <p className="user-count" data-testid="user-count" aria-live="polite">
      {t('home.usersLabel')} <span data-testid="user-count-value">{value}</span>
    </p>
  );
}
