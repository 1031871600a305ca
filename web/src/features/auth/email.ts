/**
 * An email address as the account knows it: trimmed and lowercased, so `Name@Mail.com` and
 * `name@mail.com` are one account at sign-up, sign-in and password reset alike.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Something, an @, something with a dot: enough to catch a typo before the server does. */
export const looksLikeEmail = (email: string): boolean =>
  /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
