import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './app/styles.css';
import { configureAuth } from './lib/auth';
import { loadConfig } from './lib/config';
import { initI18n } from './lib/i18n';

const [config] = await Promise.all([loadConfig(), initI18n()]);
configureAuth(config);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
