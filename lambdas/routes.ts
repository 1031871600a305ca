/**
 * The one routes table. The CDK API construct builds an API Gateway route and a Lambda per row;
 * the local server dispatches to the same handler modules. A route exists in both or in neither.
 *
 * `handler` names a module under `lambdas/handlers/` that exports `handler`.
 */
export type RouteAuth = 'public' | 'token';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handler: string;
  auth: RouteAuth;
  /** Seconds the Lambda may run; AI routes wait on a model. */
  timeoutSeconds?: number;
}

export const routes: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/health', handler: 'health', auth: 'public' },
  { method: 'GET', path: '/api/user-count', handler: 'user-count', auth: 'public' },
  { method: 'GET', path: '/api/captcha/challenge', handler: 'captcha-challenge', auth: 'public' },
  { method: 'POST', path: '/api/emotions', handler: 'emotions-create', auth: 'token' },
  { method: 'GET', path: '/api/emotions', handler: 'emotions-list', auth: 'token' },
  { method: 'GET', path: '/api/days', handler: 'days-list', auth: 'token' },
  { method: 'GET', path: '/api/profile', handler: 'profile-get', auth: 'token' },
  { method: 'PUT', path: '/api/profile', handler: 'profile-put', auth: 'token' },
  { method: 'GET', path: '/api/export', handler: 'export', auth: 'token' },
  {
    method: 'DELETE',
    path: '/api/account',
    handler: 'account-delete',
    auth: 'token',
    timeoutSeconds: 30,
  },
  { method: 'GET', path: '/api/me', handler: 'me', auth: 'token' },
  { method: 'GET', path: '/api/chat-permission', handler: 'chat-permission', auth: 'token' },
  {
    method: 'GET',
    path: '/api/subscription-status',
    handler: 'subscription-status',
    auth: 'token',
  },
  { method: 'POST', path: '/api/analyze', handler: 'analyze', auth: 'token', timeoutSeconds: 60 },
  {
    method: 'POST',
    path: '/api/chat-assistant',
    handler: 'chat-assistant',
    auth: 'token',
    timeoutSeconds: 60,
  },
];

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
