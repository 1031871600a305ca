import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '@domain/payments/money';
import { plans, type Plan } from '@domain/payments/plans';
import { useMe, useSubscriptionStatus } from '@web/lib/account';
import { ApiError, type AnswerOf } from '@web/lib/api';
import { config } from '@web/lib/cognito';
import { localeOf } from '@web/lib/dates';
import { Notice } from '@web/ui/Notice';
import { QueryStatus } from '@web/ui/QueryView';
import { useOpenCheckout, useOpenPortal, usePaymentReason } from './usePayments';
import './payment.css';

type Status = AnswerOf<'GET /api/subscription-status'>;

/** The plans the person pays for themselves: a monthly subscription or a year pass. */
const isBought = (status: Status | undefined) =>
  status?.plan === 'monthly' || status?.plan === 'year';

/** "Renews on 5 June 2027", "Ends on…", "Access until…": what the current plan does next. */
function CurrentPlan({ status }: { status: Status }) {
  const { t, i18n } = useTranslation();
  const date =
    status.currentPeriodEnd &&
    new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'long' }).format(
      new Date(status.currentPeriodEnd),
    );
  if (!status.active) return <p>{t('payment.statusNone')}</p>;
  if (!isBought(status)) return <p>{t('payment.statusActive')}</p>;
  const next =
    status.plan === 'year'
      ? 'payment.current.until'
      : status.status === 'past_due'
        ? 'payment.current.pastDue'
        : status.cancelAtPeriodEnd
          ? 'payment.current.ends'
          : 'payment.current.renews';
  return (
    <div className="stack stack--sm">
      <p className="payment-current__plan">
        <strong>{t(`payments.plans.${status.plan}`)}</strong>
      </p>
      {date && <p>{t(next, { date })}</p>}
      <p className="muted">{t('payment.statusActive')}</p>
    </div>
  );
}

function PlanCard({
  plan,
  status,
  busy,
  onChoose,
}: {
  plan: Plan;
  status: Status | undefined;
  busy: Plan | undefined;
  onChoose: (plan: Plan) => void;
}) {
  const { t, i18n } = useTranslation();
  const price = config.payments[plan];
  const formatted = formatPrice(price.amount, price.currency, localeOf(i18n.language));
  // A running subscription is managed, not bought twice; a pass can be extended.
  const subscribed = plan === 'monthly' && status?.plan === 'monthly' && status.active;
  const label =
    plan === 'year' && status?.plan === 'year' && status.active
      ? 'payment.extendYear'
      : `payment.buy.${plan}`;
  return (
    <li className="card stack plan-card" aria-labelledby={`plan-${plan}`}>
      <h3 id={`plan-${plan}`} className="section-title">
        {t(`payments.plans.${plan}`)}
      </h3>
      <p className="plan-card__price">{t(`payments.price.${plan}`, { price: formatted })}</p>
      <p>{t(`payments.planDetails.${plan}`)}</p>
      {subscribed ? (
        <p className="badge">{t('payment.yourPlan')}</p>
      ) : (
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!config.payments.enabled || busy !== undefined}
          onClick={() => onChoose(plan)}
        >
          {busy === plan ? t('payment.redirecting') : t(label)}
        </button>
      )}
    </li>
  );
}

/**
 * `/payment`: the person's access, the two plans with their prices in the person's locale, and
 * Stripe's portal for what they bought. A return from checkout is confirmed only when the server
 * says the access is paid: the address alone proves nothing.
 */
export default function PaymentScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const status = useSubscriptionStatus();
  const me = useMe();
  const checkout = useOpenCheckout();
  const portal = useOpenPortal();
  const reason = usePaymentReason();
  const paid = me.data?.access.level === 'paid';
  // Until the browser has left for Stripe, the button says so and the others wait.
  const leaving = checkout.isPending || checkout.isSuccess;

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

      <section className="card stack" aria-labelledby="payment-current-title">
        <h3 id="payment-current-title" className="section-title">
          {t('payment.current.title')}
        </h3>
        <QueryStatus
          query={status}
          loading={t('app.loading')}
          errorText={t('payment.statusError')}
        />
        {status.data && (
          <div data-testid="subscription-status">
            <CurrentPlan status={status.data} />
          </div>
        )}
        {isBought(status.data) && (
          <div className="cluster">
            <button
              type="button"
              className="button"
              disabled={portal.isPending || portal.isSuccess}
              onClick={() => portal.mutate()}
            >
              {portal.isPending || portal.isSuccess
                ? t('payment.redirecting')
                : t('payment.manage')}
            </button>
          </div>
        )}
        {portal.isError && (
          <Notice kind="error">
            {t('payment.errors.portal', { reason: reason(portal.error) })}
          </Notice>
        )}
      </section>

      <section className="stack" aria-labelledby="payment-plans-title">
        <h3 id="payment-plans-title" className="section-title">
          {t('payment.choose')}
        </h3>
        <p className="muted">{t('payment.benefits')}</p>
        {!config.payments.enabled && <Notice kind="info">{t('payment.notOpenYet')}</Notice>}
        <ul className="plan-list" role="list">
          {plans.map((plan) => (
            <PlanCard
              key={plan}
              plan={plan}
              status={status.data}
              busy={leaving ? checkout.variables : undefined}
              onChoose={(chosen) => checkout.mutate(chosen)}
            />
          ))}
        </ul>
        {checkout.isError && (
          <Notice
            kind="error"
            action={
              isLoginNeeded(checkout.error) ? (
                <Link className="button button--small" to="/login">
                  {t('nav.login')}
                </Link>
              ) : undefined
            }
          >
            {isLoginNeeded(checkout.error)
              ? t('payment.errors.loginFirst')
              : t('payment.errors.checkout', { reason: reason(checkout.error) })}
          </Notice>
        )}
        <p className="muted">{t('payment.secure')}</p>
      </section>

      <p>{t('payment.freeUa')}</p>
      <div className="cluster">
        <Link className="button button--quiet" to="/profile">
          {t('payment.toProfile')}
        </Link>
      </div>
    </section>
  );
}

/** SPEC §8 "login first": the session ran out while the screen was open. */
const isLoginNeeded = (error: unknown) => error instanceof ApiError && error.status === 401;
