import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api';

interface SubscriptionStatus {
  plan: string;
  status: string;
  active: boolean;
}

/**
 * `/payment`: the user's current access and the plans. Checkout is not open yet, so the screen
 * says so plainly and shows the free path for Ukraine instead of buttons that lead nowhere.
 */
export default function PaymentScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [status, setStatus] = useState<SubscriptionStatus | 'error' | undefined>();

  useEffect(() => {
    let active = true;
    api<SubscriptionStatus>('/api/subscription-status')
      .then((result) => active && setStatus(result))
      .catch(() => active && setStatus('error'));
    return () => {
      active = false;
    };
  }, []);

  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">{t('payment.title')}</h2>
      {query.get('success') === '1' && (
        <p className="message success" role="status">
          {t('payment.success')}
        </p>
      )}
      {query.get('canceled') === '1' && (
        <p className="message info" role="status">
          {t('payment.canceled')}
        </p>
      )}
      <p aria-live="polite">
        {status === undefined && t('app.loading')}
        {status === 'error' && t('payment.statusError')}
        {typeof status === 'object' &&
          (status.active ? t('payment.statusActive') : t('payment.statusNone'))}
      </p>
      <ul>
        <li>{t('payment.monthly')}</li>
        <li>{t('payment.year')}</li>
      </ul>
      <p className="message info">{t('payment.notOpenYet')}</p>
      <p>{t('payment.freeUa')}</p>
      <div className="button-row">
        <Link className="button" to="/profile">
          {t('payment.toProfile')}
        </Link>
        <Link className="button" to="/">
          {t('payment.home')}
        </Link>
      </div>
    </section>
  );
}
