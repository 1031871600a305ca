import { lazyScreen } from '@web/lib/lazyScreen';

/** The subscription screen. */
export const PaymentScreen = lazyScreen(() => import('./PaymentScreen'));
