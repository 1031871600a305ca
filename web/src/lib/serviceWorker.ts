/**
 * Installs the service worker (web/src/sw/sw.ts, built into /sw.js) once someone is signed in:
 * the offline app is for people with a journal, so a visitor reading the home page downloads
 * nothing more. Not in development, where Vite serves modules the worker does not know.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Without it the app works as a website; there is nothing the person could do about it.
  });
}

/** The registration the push subscription of reminders needs, once the worker is active. */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  registerServiceWorker();
  return navigator.serviceWorker.ready;
}
