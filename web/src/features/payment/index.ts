import { lazyScreen } from '@web/lib/lazyScreen';

/** The subscription screen: plans, prices, the current plan and Stripe's portal. */
export const PaymentScreen = lazyScreen(() => import('./PaymentScreen'));

/** Where Stripe's checkout comes back: the payment is checked before anything claims it. */
export const PaymentSuccessScreen = lazyScreen(() => import('./PaymentSuccessScreen'));
