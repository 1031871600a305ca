import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { CACHE_MAX_AGE_MS, CACHE_VERSION, queryPersister } from '@web/lib/deviceStore';
import { queryClient } from '@web/lib/query';
import { SessionProvider } from '@web/lib/session';
import { ErrorBoundary } from '@web/ui/ErrorBoundary';
import { Loading } from '@web/ui/QueryView';
import { ToastProvider } from '@web/ui/Toast';
import { Layout } from './Layout';
import { Protected } from './Protected';
import { screenRoutes, type ScreenRoute } from './routes';
import { documentTitle } from './title';

/** The screen's name and the product's in the browser tab, in the current language. */
function useDocumentTitle(titleKey: string) {
  const { t } = useTranslation();
  const screen = t(titleKey);
  const product = t('app.title');
  useEffect(() => {
    document.title = documentTitle(screen, product);
  }, [screen, product]);
}

/** One route: its title, its own error boundary and loading state, and its access rule. */
function RouteFrame({ route, children }: { route: ScreenRoute; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(route.titleKey);
  const screen = (
    <ErrorBoundary>
      <Suspense fallback={<Loading text={t('app.loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
  return route.access === 'protected' ? <Protected>{screen}</Protected> : screen;
}

/**
 * What was read is kept on the device (IndexedDB) and restored at start, so the calendar and the
 * days already seen open offline. Only answers the server gave, and not what is stored there
 * already (entries waiting to be sent).
 */
const persistOptions = {
  persister: queryPersister,
  maxAge: CACHE_MAX_AGE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: {
    shouldDehydrateQuery: (query: { state: { status: string }; meta?: Record<string, unknown> }) =>
      query.state.status === 'success' && query.meta?.persist !== false,
  },
};

export function App() {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      // What the device kept shows at once, and is read again as soon as the server answers: it
      // may be older than the tab that wrote it (the cache is stored a second after a change).
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      <SessionProvider>
        <BrowserRouter>
          <ToastProvider>
            <Layout>
              <Routes>
                {screenRoutes.map((route) => (
                  <Route
                    key={route.path}
                    path={route.path}
                    element={
                      <RouteFrame route={route}>
                        <route.Screen />
                      </RouteFrame>
                    }
                  />
                ))}
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </Layout>
          </ToastProvider>
        </BrowserRouter>
      </SessionProvider>
    </PersistQueryClientProvider>
  );
}
