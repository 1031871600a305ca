import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { TableKey } from '../lambdas/adapters/tables';
import type { Permission, RouteDefinition } from '../lambdas/routes';
import type { Ai } from './ai';
import type { Encryption } from './encryption';

/** A secret a Lambda may be allowed to read (Secrets Manager's ISecret fits). */
export interface ReadableSecret {
  grantRead(grantee: iam.IGrantable): unknown;
}

/** The SES identity the product sends from, and its configuration set if any. */
export interface EmailSender {
  identityArn: string;
  configurationSetArn?: string;
}

/**
 * What the permissions of the routes table refer to. Optional members are resources the stack
 * creates only in some deployments, or not yet: a route naming their permission fails synth.
 */
export interface PermissionResources {
  tables: Record<TableKey, dynamodb.ITable>;
  captchaSecret: ReadableSecret;
  userPool: cognito.IUserPool;
  ai: Ai;
  encryption: Encryption;
  /** The Stripe keys' secret; `infra/payments.ts` passes its secret here. */
  paymentsSecret?: ReadableSecret;
  emailSender?: EmailSender;
}

const tableActions = {
  read: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
  ],
  // TransactWriteItems has no action of its own: each of its items is authorised as one of these.
  write: [
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/** `row` is every permission of the same route or trigger, for grants that depend on them. */
type Grant = (
  fn: lambda.Function,
  resources: PermissionResources,
  row: readonly Permission[],
) => void;

function allow(fn: lambda.Function, actions: string[], resourceArns: string[]): void {
  iam.Grant.addToPrincipal({ grantee: fn, actions, resourceArns });
}

/**
 * Cognito actions go in a policy of their own: the function's default policy is a dependency of
 * the function, so a trigger's default policy naming the pool that names the trigger would be a
 * cycle CloudFormation refuses.
 */
const onUserPool =
  (...actions: string[]): Grant =>
  (fn, { userPool }) => {
    const id = 'UserPoolAccess';
    const statement = new iam.PolicyStatement({ actions, resources: [userPool.userPoolArn] });
    const existing = fn.node.tryFindChild(id) as iam.Policy | undefined;
    if (existing) existing.addStatements(statement);
    else new iam.Policy(fn, id, { statements: [statement] }).attachToRole(fn.role!);
  };

function required<T>(resource: T | undefined, permission: Permission, what: string): T {
  if (resource === undefined) {
    throw new Error(
      `A route or trigger asks for the "${permission}" permission, but this stack has no ` +
        `${what}. Create it (and pass it in PermissionResources) before a row names it.`,
    );
  }
  return resource;
}

const notBuiltYet =
  (permission: Permission, what: string): Grant =>
  () =>
    required(undefined, permission, what);

/** The one place where a word of the routes table becomes IAM. */
export const permissionGrants: Record<Permission, Grant> = {
  'journal:read': (fn, { tables }) => allow(fn, tableActions.read, [tables.journal.tableArn]),
  'journal:scan': (fn, { tables }) => allow(fn, ['dynamodb:Scan'], [tables.journal.tableArn]),
  'journal:write': (fn, { tables }) => {
    allow(fn, tableActions.write, [tables.journal.tableArn]);
    // Every user write is a transaction checking the user's guard item (adapters/user-guard.ts).
    allow(fn, ['dynamodb:ConditionCheckItem', 'dynamodb:GetItem'], [tables.system.tableArn]);
  },
  'system:read': (fn, { tables }) => allow(fn, tableActions.read, [tables.system.tableArn]),
  'system:write': (fn, { tables }) =>
    allow(fn, [...tableActions.write, 'dynamodb:ConditionCheckItem'], [tables.system.tableArn]),
  captcha: (fn, { captchaSecret, tables }) => {
    captchaSecret.grantRead(fn);
    // Spending a solution records it, so that it is accepted once.
    allow(fn, ['dynamodb:PutItem'], [tables.system.tableArn]);
  },
  'users:delete': onUserPool('cognito-idp:AdminDeleteUser'),
  'users:signOut': onUserPool('cognito-idp:AdminUserGlobalSignOut'),
  'users:link': onUserPool('cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'),
  ai: (fn, { ai }) => ai.grantInvoke(fn),
  payments: (fn, { paymentsSecret }) =>
    required(paymentsSecret, 'payments', 'Stripe secret (infra/payments.ts)').grantRead(fn),
  // A wrapped data key is the only way into its user's text: each action goes only to the rows
  // that need it, and deleting one (which destroys a journal for good) only to erasure.
  dataKey: (fn, { encryption, tables }, row) => {
    encryption.grant(fn.role!, 'unwrap');
    allow(fn, ['dynamodb:GetItem'], [tables.keys.tableArn]);
    if (row.includes('journal:write')) {
      // Sealing a user's first text creates their key: a guarded transaction (journal:write
      // already allows its check of the system table), refused once erasure has started.
      encryption.grant(fn.role!, 'generate');
      allow(fn, ['dynamodb:PutItem'], [tables.keys.tableArn]);
    }
    if (row.includes('users:delete')) allow(fn, ['dynamodb:DeleteItem'], [tables.keys.tableArn]);
  },
  reminders: notBuiltYet('reminders', 'EventBridge Scheduler group for reminders'),
  email: (fn, { emailSender }) => {
    const sender = required(emailSender, 'email', 'SES sender (-c sesSenderEmail=…)');
    allow(
      fn,
      ['ses:SendEmail', 'ses:SendRawEmail'],
      [sender.identityArn, ...(sender.configurationSetArn ? [sender.configurationSetArn] : [])],
    );
  },
};

export function grantPermissions(
  fn: lambda.Function,
  permissions: readonly Permission[],
  resources: PermissionResources,
): void {
  for (const permission of permissions) permissionGrants[permission](fn, resources, permissions);
}

/**
 * A route's grants: its row's permissions, plus, on a signed-in route, reading the caller's guard
 * item, which lambdas/http/route.ts does on every such request (erased or signed-out users' tokens
 * are refused even where the route itself writes nothing).
 */
export function grantRoute(
  fn: lambda.Function,
  route: RouteDefinition,
  resources: PermissionResources,
): void {
  grantPermissions(fn, route.permissions, resources);
  if (route.auth === 'token') allow(fn, ['dynamodb:GetItem'], [resources.tables.system.tableArn]);
}
