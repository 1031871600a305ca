import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMe, useSubscriptionStatus } from '@web/lib/account';
import { Notice } from '@web/ui/Notice';
import { QueryStatus } from '@web/ui/QueryView';

/**
 * `/payment`: the person's current access and the plans. A return from checkout is confirmed
 * only when the server says the access is paid: the address alone proves nothing.
 */
export default function PaymentScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const status = useSubscriptionStatus();
  const me = useMe();
  const paid = me.data?.access.level === 'paid';

  return (
    <section className="stack stack--lg" aria-labelledby="payment-title">
      <header className="page-header">
        <h2 id="payment-title" className="page-title">
          {t('payment.title')}
        </h2>
      </header>
      {query.get('success') === '1' && paid && (
        <Notice kind="success">{t('payment.success')}</Notice>
      )}
      {query.get('canceled') === '1' && <Notice kind="info">{t('payment.canceled')}</Notice>}
      <div className="card stack">
        <QueryStatus
          query={status}
          loading={t('app.loading')}
          errorText={t('payment.statusError')}
        />
        {status.data && (
          <p data-testid="subscription-status">
            {status.data.active ? t('payment.statusActive') : t('payment.statusNone')}
          </p>
        )}
        <ul className="plans">
          <li>{t('payment.monthly')}</li>
          <li>{t('payment.year')}</li>
        </ul>
      </div>
      <Notice kind="info">{t('payment.notOpenYet')}</Notice>
      <p>{t('payment.freeUa')}</p>
      <div className="cluster">
        <Link className="button" to="/profile">
          {t('payment.toProfile')}
        </Link>
      </div>
    </section>
  );
}
