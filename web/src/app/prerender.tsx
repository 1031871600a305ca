import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { Language } from '@domain/i18n-languages';
import { SessionProvider, type SessionUser } from '@web/lib/session';
import { ToastProvider } from '@web/ui/Toast';
import { Layout } from './Layout';
import { documentTitle } from './title';

/** Nobody: a signed-in shell holds no one's data (the app fills it in for whoever is signed in). */
const PRERENDERED_USER: SessionUser = { userId: '', email: '', emailVerified: true };

/**
 * A page as HTML, rendered at build time from the very components the app uses
 * (web/build/prerender-visitor-pages.ts), so the browser paints it before any script runs: a
 * visitor's, or a signed-in screen's shell (`signedIn`), whose data the app then fills in.
 */
export async function renderPage(
  Screen: ComponentType,
  titleKey: string,
  language: Language,
  translation: Record<string, unknown>,
  signedIn?: { path: string },
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
        <SessionProvider prerenderedAs={signedIn && PRERENDERED_USER}>
          <MemoryRouter initialEntries={[signedIn?.path ?? '/']}>
            <ToastProvider>
              <Layout>
                <Screen />
              </Layout>
            </ToastProvider>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { html, title: documentTitle(i18n.t(titleKey), i18n.t('app.title')) };
}
