import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
