import { lazy } from 'react';

/** Accounts: sign-in, registration, email verification, a forgotten password. Amplify loads with them. */
export const LoginScreen = lazy(() => import('./LoginScreen'));
export const RegisterScreen = lazy(() => import('./RegisterScreen'));
export const VerifyEmailScreen = lazy(() => import('./VerifyEmailScreen'));
export const EmailActionScreen = lazy(() => import('./EmailActionScreen'));
export const ForgotPasswordScreen = lazy(() => import('./ForgotPasswordScreen'));
