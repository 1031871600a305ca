import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CHECKOUT_SESSION_ID } from '@domain/payments/plans';
import { Notice } from '@web/ui/Notice';
import { usePaymentReason, useVerifyPayment } from './usePayments';
import './payment.css';

/** A paid session may still be settling at Stripe: asked again this often, this many times. */
const PENDING_RETRY_MS = 2_000;
const PENDING_TRIES = 5;

/**
 * `/payments/success?sid=`: where Stripe's checkout comes back. The server looks the session up
 * at Stripe and applies it if it is paid and the caller's; only then does the person see the
 * paid banner on `/analysis`. Anything else is said plainly, with a way to try again.
 */
export default function PaymentSuccessScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const verify = useVerifyPayment();
  const reason = usePaymentReason();
  const [tries, setTries] = useState(0);
  const sid = query.get('sid') ?? '';
  const sessionId = CHECKOUT_SESSION_ID.test(sid) ? sid : undefined;
  const { mutate } = verify;

  useEffect(() => {
    if (sessionId) mutate(sessionId);
  }, [sessionId, mutate]);

  const outcome = verify.data?.status;
  useEffect(() => {
    if (outcome === 'paid') void navigate('/analysis?paid=1', { replace: true });
    if (outcome === 'pending' && sessionId && tries < PENDING_TRIES) {
      const timer = setTimeout(() => {
        setTries((count) => count + 1);
        mutate(sessionId);
      }, PENDING_RETRY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [outcome, sessionId, tries, mutate, navigate]);

  const retry = sessionId && (
    <button type="button" className="button button--small" onClick={() => mutate(sessionId)}>
      {t('payment.verify.retry')}
    </button>
  );
  const stillPending = outcome === 'pending' && tries >= PENDING_TRIES;

  return (
    <section className="stack stack--lg" aria-labelledby="payment-verify-title">
      <header className="page-header">
        <h2 id="payment-verify-title" className="page-title">
          {t('payment.verify.title')}
        </h2>
      </header>
      {!sessionId ? (
        <Notice kind="error">{t('payment.verify.noSession')}</Notice>
      ) : verify.isError ? (
        <Notice kind="error" action={retry}>
          {t('payment.errors.check', { reason: reason(verify.error) })}
        </Notice>
      ) : outcome === 'unpaid' ? (
        <Notice kind="warning">{t('payment.verify.unpaid')}</Notice>
      ) : stillPending ? (
        <Notice kind="info" action={retry}>
          {t('payment.verify.pending')}
        </Notice>
      ) : (
        <p className="card payment-verify" role="status" aria-live="polite">
          {t('payment.verify.checking')}
        </p>
      )}
      <div className="cluster">
        <Link className="button button--quiet" to="/payment">
          {t('payment.verify.back')}
        </Link>
      </div>
    </section>
  );
}
