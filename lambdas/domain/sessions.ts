import * as z from 'zod/mini';
import { contract } from './contract';

/**
 * Where the account is signed in, as far as the API can tell: each sign-in (one token family,
 * known by its sign-in time) it has seen, with the browser and system its requests came from.
 * Cognito's own device list exists only with device tracking on; this list works everywhere.
 */
export const SESSIONS_KEPT = 10;

export interface SeenSession {
  /** The sign-in time (the token's `auth_time`): every token of one sign-in shares it. */
  signedInAt: number;
  lastSeenAt: number;
  device: string;
}

/** "Chrome on Android", "Safari on iPhone", …: enough to recognise a phone, never more. */
export function deviceOf(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : undefined;
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Linux/.test(ua)
              ? 'Linux'
              : undefined;
  return [browser, system].filter(Boolean).join(' · ') || 'unknown';
}

/** The list after a request of a sign-in: that sign-in first, the oldest dropped past the cap. */
export function afterRequest(
  sessions: readonly SeenSession[],
  request: { signedInAt: number; device: string; now: number },
): SeenSession[] {
  const others = sessions.filter((s) => s.signedInAt !== request.signedInAt);
  return [
    { signedInAt: request.signedInAt, lastSeenAt: request.now, device: request.device },
    ...others,
  ]
    .sort((a, b) => b.lastSeenAt - a.lastSeenAt)
    .slice(0, SESSIONS_KEPT);
}

export const sessionContracts = {
  /** `GET /api/sessions`: where the account is signed in, newest first. */
  list: contract({
    response: z.strictObject({
      sessions: z.array(
        z.strictObject({
          signedInAt: z.string(),
          lastSeenAt: z.string(),
          device: z.string(),
          current: z.boolean(),
        }),
      ),
    }),
  }),
  /** `POST /api/sessions/current`: this sign-in is in use (the app says so when it opens). */
  note: contract({}),
  /** `POST /api/sessions/revoke`: sign out everywhere; every token issued before now is refused. */
  revoke: contract({}),
};
