import { lazyScreen } from '@web/lib/lazyScreen';

/** The person's profile (with their data and erasure) and the life-day counter. */
export const ProfileScreen = lazyScreen(() => import('./ProfileScreen'));
export const LifeCounterScreen = lazyScreen(() => import('./LifeCounterScreen'));
