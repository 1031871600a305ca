import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <header className="app-header">
        <h1>{t('app.title')}</h1>
      </header>
      <main>{children}</main>
      <footer className="app-footer">{t('app.footer')}</footer>
    </div>
  );
}
