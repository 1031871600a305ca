import { lazyScreen } from '@web/lib/lazyScreen';

/** Accounts: sign-in, registration, email verification, a forgotten password. Amplify loads with them. */
export const LoginScreen = lazyScreen(() => import('./LoginScreen'));
export const RegisterScreen = lazyScreen(() => import('./RegisterScreen'));
export const VerifyEmailScreen = lazyScreen(() => import('./VerifyEmailScreen'));
export const EmailActionScreen = lazyScreen(() => import('./EmailActionScreen'));
export const ForgotPasswordScreen = lazyScreen(() => import('./ForgotPasswordScreen'));
