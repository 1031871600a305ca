import type { Language } from '@domain/i18n-languages';
import { renderPage } from '@web/app/prerender';
import TodayScreen from './TodayScreen';

/**
 * Today's screen as HTML, for a returning writer: painted at once from the page itself while the
 * app's code arrives (see preview.ts), the form where the app will put it, its entries loading.
 */
export const renderSignedInToday = (language: Language, translation: Record<string, unknown>) =>
  renderPage(TodayScreen, 'nav.today', language, translation, { path: '/' });
