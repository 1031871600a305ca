import { lazy } from 'react';

/** The subscription screen. */
export const PaymentScreen = lazy(() => import('./PaymentScreen'));
