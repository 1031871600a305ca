/**
 * The one routes table. The CDK API construct builds an API Gateway route and a Lambda per row
 * (with exactly the permissions the row names); the local server dispatches to the same handler
 * modules; the web's API client takes its types from the rows' contracts. A route exists in all
 * three or in none.
 *
 * To add a route: write its contract (zod schemas) beside its rules in `lambdas/domain`, its
 * handler in `lambdas/handlers/<name>.ts` (`export const handler = httpRoute(contract, …)`), and a
 * row here. The CDK, the local stack and the web client follow.
 */
import { accessContracts } from './domain/access';
import { accountContracts } from './domain/account';
import { analysisContracts } from './domain/analysis/schema';
import { captchaContract } from './domain/captcha';
import { healthContract, type RouteContract } from './domain/contract';
import { insightsContract } from './domain/insights/contract';
import { exportContract } from './domain/export';
import { journalContracts } from './domain/journal';
import { paymentsContracts } from './domain/payments/contracts';
import { profileContracts } from './domain/profile';
import { helplinesContract } from './domain/safety/response';
import { sessionContracts } from './domain/sessions';

export type RouteAuth = 'public' | 'token';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a route's Lambda may touch; the CDK grants exactly this and nothing more.
 * - `journal:read` / `journal:write`: the journal table (write includes delete)
 * - `journal:scan`: a whole-table scan, for the post-deploy migration only (never a request path)
 * - `system:read` / `system:write`: the system table (users count, used captcha challenges,
 *   the guard of each user, processed Stripe events); every guarded write reads the guard
 * - `captcha`: verifies and spends a human check (reads the captcha secret, writes the system table)
 * - `users:delete`: deletes the Cognito user (erasure only)
 * - `users:signOut`: Cognito's global sign-out of a user
 * - `users:link`: finds a user by email and links a Google or Facebook sign-in to them
 * - `ai`: calls the model through the guardrail
 * - `payments`: reads the Stripe keys (Stripe itself is called over HTTPS)
 * - `dataKey`: generates and unwraps the user's data key (the KMS key of journal text)
 * - `reminders`: creates and deletes the user's reminder schedule (EventBridge Scheduler)
 * - `email`: sends email through the product's sender (SES)
 */
export type Permission =
  | 'journal:read'
  | 'journal:scan'
  | 'journal:write'
  | 'system:read'
  | 'system:write'
  | 'captcha'
  | 'users:delete'
  | 'users:signOut'
  | 'users:link'
  | 'ai'
  | 'payments'
  | 'dataKey'
  | 'reminders'
  | 'email';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  /** A module under `lambdas/handlers/` that exports `handler`, built from `contract`. */
  handler: string;
  auth: RouteAuth;
  contract: RouteContract;
  permissions: readonly Permission[];
  /**
   * Seconds the Lambda may run; AI routes wait on a model. Under 30: the HTTP API answers 503 at
   * 30 s whatever the Lambda is still doing.
   */
  timeoutSeconds?: number;
}

const table = [
  {
    method: 'GET',
    path: '/api/health',
    handler: 'health',
    auth: 'public',
    contract: healthContract,
    permissions: [],
  },
  {
    method: 'GET',
    path: '/api/user-count',
    handler: 'user-count',
    auth: 'public',
    contract: accountContracts.userCount,
    permissions: ['system:read'],
  },
  {
    method: 'GET',
    path: '/api/captcha/challenge',
    handler: 'captcha-challenge',
    auth: 'public',
    contract: captchaContract,
    permissions: ['captcha'],
  },
  {
    method: 'POST',
    path: '/api/emotions',
    handler: 'emotions-create',
    auth: 'token',
    contract: journalContracts.create,
    permissions: ['journal:read', 'journal:write', 'captcha', 'dataKey'],
  },
  {
    method: 'GET',
    path: '/api/emotions',
    handler: 'emotions-list',
    auth: 'token',
    contract: journalContracts.list,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'GET',
    path: '/api/days',
    handler: 'days-list',
    auth: 'token',
    contract: journalContracts.days,
    permissions: ['journal:read'],
  },
  {
    method: 'GET',
    path: '/api/insights',
    handler: 'insights',
    auth: 'token',
    contract: insightsContract,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'GET',
    path: '/api/profile',
    handler: 'profile-get',
    auth: 'token',
    contract: profileContracts.get,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'PUT',
    path: '/api/profile',
    handler: 'profile-put',
    auth: 'token',
    contract: profileContracts.put,
    permissions: ['journal:write', 'dataKey'],
  },
  {
    method: 'GET',
    path: '/api/export',
    handler: 'export',
    auth: 'token',
    contract: exportContract,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'DELETE',
    path: '/api/account',
    handler: 'account-delete',
    auth: 'token',
    contract: accountContracts.erase,
    permissions: [
      'journal:read',
      'journal:write',
      'system:write',
      'captcha',
      'users:delete',
      'dataKey',
      'payments',
    ],
    timeoutSeconds: 29,
  },
  {
    method: 'POST',
    path: '/api/account/terms',
    handler: 'terms-accept',
    auth: 'token',
    contract: accountContracts.acceptTerms,
    permissions: ['journal:write'],
  },
  {
    method: 'GET',
    path: '/api/me',
    handler: 'me',
    auth: 'token',
    contract: accessContracts.me,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'GET',
    path: '/api/chat-permission',
    handler: 'chat-permission',
    auth: 'token',
    contract: accessContracts.chatPermission,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'GET',
    path: '/api/subscription-status',
    handler: 'subscription-status',
    auth: 'token',
    contract: accessContracts.subscriptionStatus,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'POST',
    path: '/api/analyze',
    handler: 'analyze',
    auth: 'token',
    contract: analysisContracts.analyze,
    permissions: ['journal:read', 'journal:write', 'captcha', 'ai', 'dataKey'],
    timeoutSeconds: 28,
  },
  {
    method: 'POST',
    path: '/api/chat-assistant',
    handler: 'chat-assistant',
    auth: 'token',
    contract: analysisContracts.chat,
    permissions: ['journal:read', 'journal:write', 'ai', 'dataKey'],
    timeoutSeconds: 28,
  },
  {
    method: 'GET',
    path: '/api/chat',
    handler: 'chat-history',
    auth: 'token',
    contract: analysisContracts.history,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'DELETE',
    path: '/api/chat',
    handler: 'chat-clear',
    auth: 'token',
    contract: analysisContracts.clear,
    permissions: ['journal:write'],
  },
  {
    method: 'GET',
    path: '/api/helplines',
    handler: 'helplines',
    auth: 'public',
    contract: helplinesContract,
    permissions: [],
  },
  {
    method: 'GET',
    path: '/api/sessions',
    handler: 'sessions-list',
    auth: 'token',
    contract: sessionContracts.list,
    permissions: ['journal:read', 'dataKey'],
  },
  {
    method: 'POST',
    path: '/api/sessions/current',
    handler: 'sessions-note',
    auth: 'token',
    contract: sessionContracts.note,
    permissions: ['journal:read', 'journal:write', 'dataKey'],
  },
  {
    method: 'POST',
    path: '/api/sessions/revoke',
    handler: 'sessions-revoke',
    auth: 'token',
    contract: sessionContracts.revoke,
    permissions: ['journal:write', 'system:write', 'users:signOut'],
  },
  {
    method: 'POST',
    path: '/api/create-checkout-session',
    handler: 'checkout-create',
    auth: 'token',
    contract: paymentsContracts.checkout,
    permissions: ['journal:read', 'journal:write', 'system:write', 'payments'],
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/api/create-portal-session',
    handler: 'portal-create',
    auth: 'token',
    contract: paymentsContracts.portal,
    permissions: ['journal:read', 'payments'],
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/api/payments/verify',
    handler: 'payments-verify',
    auth: 'token',
    contract: paymentsContracts.verify,
    permissions: ['journal:read', 'journal:write', 'payments'],
    timeoutSeconds: 20,
  },
  {
    method: 'POST',
    path: '/api/stripe-webhook',
    handler: 'stripe-webhook',
    // Stripe signs the body; there is no user token.
    auth: 'public',
    contract: paymentsContracts.webhook,
    permissions: ['journal:read', 'journal:write', 'system:read', 'system:write', 'payments'],
    timeoutSeconds: 20,
  },
] as const satisfies readonly RouteDefinition[];

export const routes: readonly RouteDefinition[] = table;

/** The rows with their literal types: the web's API client is typed from these. */
export type ApiRoute = (typeof table)[number];

/** Cognito triggers: the CDK auth construct wires them to the pool; locally the invoke endpoint dispatches to them. */
export const triggers = {
  CustomMessage: 'triggers/custom-message',
  PreSignUp: 'triggers/pre-sign-up',
  PreAuthentication: 'triggers/pre-authentication',
  PostConfirmation: 'triggers/post-confirmation',
} as const;

export type TriggerName = keyof typeof triggers;

/** What each trigger's Lambda may touch, in the routes' vocabulary; the CDK grants exactly this. */
export const triggerPermissions: Record<TriggerName, readonly Permission[]> = {
  CustomMessage: [],
  // Both may meet a Google or Facebook sign-in whose email already has an account, and link them.
  PreSignUp: ['captcha', 'users:link'],
  PreAuthentication: ['captcha', 'users:link'],
  PostConfirmation: ['journal:write', 'system:write'],
};

/**
 * Lambdas that no request and no Cognito event calls: run by the platform. Each names what it
 * may touch, as the rows above do. `journal:scan` is the migration's alone: it finds the users
 * written by an earlier version, once, after a deploy.
 */
export const jobs = {
  migrate: {
    handler: 'jobs/migrate',
    permissions: [
      'journal:read',
      'journal:write',
      'journal:scan',
      'system:read',
      'system:write',
      'dataKey',
    ],
    timeoutSeconds: 900,
  },
} as const satisfies Record<
  string,
  { handler: string; permissions: readonly Permission[]; timeoutSeconds: number }
>;

/** The Lambda function name of a trigger; cognito-local calls the invoke endpoint with it. */
export const triggerFunctionName = (name: TriggerName): string => `emotion-journal-${name}`;

export type JobName = keyof typeof jobs;
