import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@domain/i18n-languages';
import { Layout } from '@web/app/Layout';
import { SessionProvider } from '@web/lib/session';
import { ToastProvider } from '@web/ui/Toast';
import WelcomeScreen from './WelcomeScreen';

/**
 * The visitor's home page as HTML, rendered at build time from the very components the app
 * uses (web/build/prerender-visitor-home.ts). A visitor then reads it with a few kilobytes of
 * script (visitor.ts) instead of the whole app.
 */
export async function renderVisitorHome(
  language: Language,
  translation: Record<string, unknown>,
): Promise<{ html: string; title: string }> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <MemoryRouter>
            <ToastProvider>
              <Layout>
                <WelcomeScreen />
              </Layout>
            </ToastProvider>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html, title: i18n.t('app.title') };
}
