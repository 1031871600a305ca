import * as z from 'zod/mini';
import { contract } from './contract';

/** SPEC §9: at least 6 characters and no other rule; Cognito's policy and the form both use it. */
export const PASSWORD_MIN_LENGTH = 6;

/** The account record (SPEC §3 "profiles"): written by the server only, never by the browser. */
export interface AccountRecord {
  email: string;
  isAdmin: boolean;
  createdAt: string;
  tosAccepted: boolean;
  privacyAccepted: boolean;
  acceptedAt?: string;
  /** The language the user chose at sign-up; emails and AI answers default to it. */
  language?: string;
  role?: string;
  plan?: string;
  status?: string;
  subscription?: { currentPeriodEnd?: string | number; status?: string };
  proActive?: boolean;
  proUntil?: string | number;
}

export function newAccountRecord(input: {
  email: string;
  now: Date;
  termsAccepted: boolean;
  language?: string;
}): AccountRecord {
  const createdAt = input.now.toISOString();
  return {
    email: input.email.toLowerCase(),
    isAdmin: false,
    createdAt,
    tosAccepted: input.termsAccepted,
    privacyAccepted: input.termsAccepted,
    ...(input.termsAccepted ? { acceptedAt: createdAt } : {}),
    ...(input.language ? { language: input.language } : {}),
  };
}

export const accountContracts = {
  /** `DELETE /api/account`: after a fresh human check, everything of the user is gone. */
  erase: contract({
    body: z.strictObject({ captchaToken: z.string().check(z.minLength(1), z.maxLength(8192)) }),
  }),
  /**
   * `POST /api/account/terms`: the terms and the privacy policy accepted, for a user who signed
   * up through Google or Facebook and never saw the sign-up form.
   */
  acceptTerms: contract({
    body: z.strictObject({ termsAccepted: z.literal(true), privacyAccepted: z.literal(true) }),
    response: z.strictObject({ termsAccepted: z.literal(true) }),
  }),
  /** `GET /api/user-count`: registered users, for the home page. */
  userCount: contract({
    response: z.strictObject({ count: z.number().check(z.int(), z.minimum(0)) }),
  }),
};

/** Whether the user has accepted both documents (SPEC §5); an account not yet written has not. */
export const hasAcceptedTerms = (account: AccountRecord | undefined): boolean =>
  account?.tosAccepted === true && account.privacyAccepted === true;
