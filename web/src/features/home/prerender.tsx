import type { Language } from '@domain/i18n-languages';
import { renderPage } from '@web/app/prerender';
import WelcomeScreen from './WelcomeScreen';

/**
 * The visitor's home page as HTML. A visitor then reads it with a few kilobytes of script
 * (visitor.ts) instead of the whole app.
 */
export const renderVisitorHome = (language: Language, translation: Record<string, unknown>) =>
  renderPage(WelcomeScreen, 'app.title', language, translation);
