import type { Language } from '@domain/i18n-languages';
import { renderPage } from '@web/app/prerender';
import LoginScreen from './LoginScreen';

/**
 * The sign-in page as HTML: painted at once from the page itself while the app's code
 * arrives (see preview.ts), instead of a blank screen for the seconds a slow phone needs.
 */
export const renderVisitorLogin = (language: Language, translation: Record<string, unknown>) =>
  renderPage(LoginScreen, 'auth.login.title', language, translation);
