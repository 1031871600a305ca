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
import { exportContract } from './domain/export';
import { journalContracts } from './domain/journal';
import { profileContracts } from './domain/profile';
import { helplinesContract } from './domain/safety/response';

export type RouteAuth = 'public' | 'token';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a route's Lambda may touch; the CDK grants exactly this and nothing more.
 * - `journal:read` / `journal:write`: the journal table (write includes delete)
 * - `system:read` / `system:write`: the system table (users count, used captcha challenges,
 *   the guard of each user, processed Stripe events); every guarded write reads the guard
 * - `captcha`: verifies and spends a human check (reads the captcha secret, writes the system table)
 * - `users:delete`: deletes the Cognito user (erasure only)
 * - `users:signOut`: Cognito's global sign-out of a user
 * - `ai`: calls the model through the guardrail
 * - `payments`: reads the Stripe keys (Stripe itself is called over HTTPS)
 * - `dataKey`: generates and unwraps the user's data key (the KMS key of journal text)
 * - `reminders`: creates and deletes the user's reminder schedule (EventBridge Scheduler)
 * - `email`: sends email through the product's sender (SES)
 */
export type Permission =
  | 'journal:read'
  | 'journal:write'
  | 'system:read'
  | 'system:write'
  | 'captcha'
  | 'users:delete'
  | 'users:signOut'
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
  /** Seconds the Lambda may run; AI routes wait on a model. */
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
    permissions: ['journal:read', 'journal:write', 'captcha'],
  },
  {
    method: 'GET',
    path: '/api/emotions',
    handler: 'emotions-list',
    auth: 'token',
    contract: journalContracts.list,
    permissions: ['journal:read'],
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
    path: '/api/profile',
    handler: 'profile-get',
    auth: 'token',
    contract: profileContracts.get,
    permissions: ['journal:read'],
  },
  {
    method: 'PUT',
    path: '/api/profile',
    handler: 'profile-put',
    auth: 'token',
    contract: profileContracts.put,
    permissions: ['journal:write'],
  },
  {
    method: 'GET',
    path: '/api/export',
    handler: 'export',
    auth: 'token',
    contract: exportContract,
    permissions: ['journal:read'],
  },
  {
    method: 'DELETE',
    path: '/api/account',
    handler: 'account-delete',
    auth: 'token',
    contract: accountContracts.erase,
    permissions: ['journal:read', 'journal:write', 'system:write', 'captcha', 'users:delete'],
    timeoutSeconds: 25,
  },
  {
    method: 'GET',
    path: '/api/me',
    handler: 'me',
    auth: 'token',
    contract: accessContracts.me,
    permissions: ['journal:read'],
  },
  {
    method: 'GET',
    path: '/api/chat-permission',
    handler: 'chat-permission',
    auth: 'token',
    contract: accessContracts.chatPermission,
    permissions: ['journal:read'],
  },
  {
    method: 'GET',
    path: '/api/subscription-status',
    handler: 'subscription-status',
    auth: 'token',
    contract: accessContracts.subscriptionStatus,
    permissions: ['journal:read'],
  },
  {
    method: 'POST',
    path: '/api/analyze',
    handler: 'analyze',
    auth: 'token',
    contract: analysisContracts.analyze,
    permissions: ['journal:read', 'journal:write', 'captcha', 'ai'],
    timeoutSeconds: 60,
  },
  {
    method: 'POST',
    path: '/api/chat-assistant',
    handler: 'chat-assistant',
    auth: 'token',
    contract: analysisContracts.chat,
    permissions: ['journal:read', 'journal:write', 'ai'],
    timeoutSeconds: 60,
  },
  {
    method: 'GET',
    path: '/api/chat',
    handler: 'chat-history',
    auth: 'token',
    contract: analysisContracts.history,
    permissions: ['journal:read'],
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

/** The Lambda function name of a trigger; cognito-local calls the invoke endpoint with it. */
export const triggerFunctionName = (name: TriggerName): string => `emotion-journal-${name}`;
