import { lazy } from 'react';

/** The visitor's pages: the welcome (`/` when signed out) and `/test-home`. */
export const WelcomeScreen = lazy(() => import('./WelcomeScreen'));
export const TestHomeScreen = lazy(() => import('./TestHomeScreen'));
