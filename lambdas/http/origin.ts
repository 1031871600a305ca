import type { HttpEvent } from './route';
import { env } from '../adapters/env';

/** A `Host` header that is a host name or address with an optional port, and nothing else. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(?::\d{1,5})?$/i;

/**
 * The origin the site is served from, for links that bring the browser back (Stripe's success
 * and cancel pages, the portal's return). In AWS the site's own URL; locally the origin the
 * request came to, so `127.0.0.1:PORT` and `localhost:PORT` both come back where they started
 * (the local server refuses any other `Host`).
 */
export function siteOrigin(event: HttpEvent): string {
  const { MODE, APP_URL } = env();
  const host = event.headers?.host;
  if (MODE === 'local' && host && HOST.test(host)) return `http://${host}`;
  return new URL(APP_URL).origin;
}
