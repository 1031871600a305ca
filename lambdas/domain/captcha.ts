import * as z from 'zod/mini';
import { contract } from './contract';

/** Challenges live ten minutes: long enough to fill a form, short enough to limit hoarding. */
export const CAPTCHA_TTL_SECONDS = 600;
/** PBKDF2 rounds per attempt: about 60 ms of work in a browser, 2 ms to verify. */
export const CAPTCHA_COST = 5000;
/**
 * A new account is worth more to a spammer than one more entry: signing up takes three times the
 * work (about 0.2 s in a browser, a second on a slow phone), and PreSignUp refuses an easier one.
 */
export const CAPTCHA_SIGNUP_COST = 15_000;

export const captchaPurposes = ['action', 'signup'] as const;
export type CaptchaPurpose = (typeof captchaPurposes)[number];
export const costOf = (purpose: CaptchaPurpose) =>
  purpose === 'signup' ? CAPTCHA_SIGNUP_COST : CAPTCHA_COST;
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

/** What the ALTCHA widget posts: base64 of `{challenge, solution}`. */
export const captchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.optional(z.number()),
    }),
    signature: z.string().check(z.minLength(1)),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string() }),
});

export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;

/** The decoded payload, or `undefined` for anything that is not one. */
export function decodeCaptchaToken(token: unknown): CaptchaPayload | undefined {
  if (typeof token !== 'string' || !token || token.length > 8192) return undefined;
  try {
    const parsed = captchaPayloadSchema.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** `GET /api/captcha/challenge`: an ALTCHA v2 challenge, as the widget expects it. */
export const captchaContract = contract({
  query: z.strictObject({ purpose: z._default(z.enum(captchaPurposes), 'action') }),
  response: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.optional(z.number()),
    }),
    // Always set: challenges are signed with the server's secret (altcha-lib types it optional).
    signature: z.optional(z.string()),
  }),
});
