import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadScreen } from './app/routes';
import { initI18n } from './lib/i18n';
import { followReachability } from './lib/online';

followReachability();
preloadScreen(window.location.pathname);
await initI18n();

// A transition lets React yield while it builds the first screen, so a slow phone stays
// responsive instead of freezing for one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
