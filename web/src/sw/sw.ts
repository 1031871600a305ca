/**
 * The service worker: the app shell from the device when the network is gone, and the daily
 * reminder's notification. Built by @serwist/vite into /sw.js with the build's file list.
 *
 * What it keeps: the built files (precached at install, replaced together on the next deploy)
 * and /config.json (the network's answer first, the last one kept when offline). What it never
 * keeps: anything under /api/. Private data stays in the app's own store, which sign-out clears.
 */
import { NavigationRoute, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';

interface NotificationPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The parts of ServiceWorkerGlobalScope used here (the DOM typings the web code uses lack it). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends WorkerEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickEvent extends WorkerEvent {
  notification: Notification & { data?: { url?: string } };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
declare const self: {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  location: Location;
  registration: {
    showNotification(
      title: string,
      options: NotificationOptions & { data?: unknown },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEvent) => void,
  ): void;
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once: the precache holds the whole app, old and new never mix.
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
      handler: new NetworkFirst({ cacheName: 'config', networkTimeoutSeconds: 4 }),
    },
  ],
});

// Every screen of the app is index.html; the API, the static pages and files are not screens.
serwist.registerRoute(
  new NavigationRoute(serwist.createHandlerBoundToUrl('/index.html'), {
    denylist: [/^\/api\//, /\.[a-z0-9]+$/i],
  }),
);

serwist.addEventListeners();

const isPayload = (value: unknown): value is NotificationPayload =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'body', 'url', 'tag'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

self.addEventListener('push', (event) => {
  let payload: unknown;
  try {
    payload = event.data?.json();
  } catch {
    return;
  }
  if (!isPayload(payload)) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

/** A tap opens the journal: the window already open if there is one, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only our own pages: a payload cannot send the person elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows[0];
      if (open) {
        await open.navigate(url);
        await open.focus();
      } else {
        await self.clients.openWindow(url);
      }
    }),
  );
});
