import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthProvider } from '../lib/auth';
import { Layout } from './Layout';
import { Protected } from './Protected';
import { screenRoutes } from './routes';

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="loading" role="status">
      {t('app.loading')}
    </p>
  );
}

export function App() {
  return (
    <AuthProvider>
      <BrowserRouter>
        <Layout>
          <Suspense fallback={<Loading />}>
            <Routes>
              {screenRoutes.map(({ path, Screen, protected: isProtected }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    isProtected ? (
                      <Protected>
                        <Screen />
                      </Protected>
                    ) : (
                      <Screen />
                    )
                  }
                />
              ))}
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </Suspense>
        </Layout>
      </BrowserRouter>
    </AuthProvider>
  );
}
