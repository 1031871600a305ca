import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@domain/payments/plans';
import { api, ApiError, errorKey } from '@web/lib/api';
import { appLanguage } from '@web/lib/dates';
import { queryKeys } from '@web/lib/query';
import { useSession } from '@web/lib/session';

/**
 * Why a payment request failed, in words: the server's payment codes have their own texts
 * (`payments.errors.*`), the rest the app's general ones. SPEC §8 wants the reason shown.
 */
export function usePaymentReason() {
  const { t } = useTranslation();
  return (error: unknown) =>
    error instanceof ApiError
      ? t(`payments.errors.${error.code}`, { defaultValue: t(errorKey(error)) })
      : t('errors.generic');
}

/** Leaves the app for Stripe's page (or the local stand-in's): the browser goes, nothing stays. */
const goTo = (url: string) => window.location.assign(url);

/**
 * Checkout and the portal: each asks the server for a Stripe page and goes there. One request id
 * per attempt, so a retried click does not make a second session at Stripe.
 */
export function useOpenCheckout() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (type: Plan) =>
      api('POST /api/create-checkout-session', {
        body: { type, language: appLanguage(i18n.language), requestId: crypto.randomUUID() },
      }),
    onSuccess: ({ url }) => goTo(url),
  });
}

export function useOpenPortal() {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: () =>
      api('POST /api/create-portal-session', {
        body: { language: appLanguage(i18n.language), requestId: crypto.randomUUID() },
      }),
    onSuccess: ({ url }) => goTo(url),
  });
}

/**
 * The truth about a checkout the browser came back from. The server applies a paid session
 * before Stripe's webhook lands, so access and status are read again right after.
 */
export function useVerifyPayment() {
  const { state } = useSession();
  const userId = state.status === 'signedIn' ? state.user.userId : '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api('POST /api/payments/verify', { body: { sessionId } }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.me(userId) }),
        client.invalidateQueries({ queryKey: queryKeys.subscription(userId) }),
      ]);
    },
  });
}
