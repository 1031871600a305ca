import { lazyScreen } from '@web/lib/lazyScreen';

/** The visitor's pages: the welcome (`/` when signed out) and `/test-home`. */
export const WelcomeScreen = lazyScreen(() => import('./WelcomeScreen'));
export const TestHomeScreen = lazyScreen(() => import('./TestHomeScreen'));
