import { lazy } from 'react';

/** The person's profile (with their data and erasure) and the life-day counter. */
export const ProfileScreen = lazy(() => import('./ProfileScreen'));
export const LifeCounterScreen = lazy(() => import('./LifeCounterScreen'));
