import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  routes,
  triggerPermissions,
  triggers,
  type Permission,
  type RouteDefinition,
  type TriggerName,
} from '../../lambdas/routes';
import { fakeWebBuild, synth } from './synth';
import {
  asList,
  jobFunction,
  references,
  resourcesOf,
  routeFunction,
  statementsOf,
  triggerFunction,
  type Resource,
} from './template';

/**
 * What each permission must allow, written out here independently of infra/permissions.ts, as
 * pairs of "resource kind: action". A route's policies must hold exactly the union of its rows'.
 */
const expected: Record<Permission, string[]> = {
  'journal:read': [
    'journal:GetItem',
    'journal:BatchGetItem',
    'journal:Query',
    'journal:ConditionCheckItem',
  ],
  // Only the migration job walks the whole table, resumably and once per deploy.
  'journal:scan': ['journal:Scan'],
  'journal:write': [
    'journal:PutItem',
    'journal:UpdateItem',
    'journal:DeleteItem',
    'journal:BatchWriteItem',
    'system:ConditionCheckItem',
    'system:GetItem',
  ],
  'system:read': [
    'system:GetItem',
    'system:BatchGetItem',
    'system:Query',
    'system:ConditionCheckItem',
  ],
  'system:write': [
    'system:PutItem',
    'system:UpdateItem',
    'system:DeleteItem',
    'system:BatchWriteItem',
    'system:ConditionCheckItem',
  ],
  captcha: ['captchaSecret:GetSecretValue', 'captchaSecret:DescribeSecret', 'system:PutItem'],
  'users:delete': ['userPool:AdminDeleteUser'],
  'users:signOut': ['userPool:AdminUserGlobalSignOut'],
  'users:link': ['userPool:ListUsers', 'userPool:AdminLinkProviderForUser'],
  ai: ['model:InvokeModel', 'guardrail:ApplyGuardrail'],
  payments: ['stripeSecret:GetSecretValue', 'stripeSecret:DescribeSecret'],
  // Opening sealed text; creating and destroying a key depend on the rest of the row (below).
  dataKey: ['dataKey:Decrypt', 'keys:GetItem'],
  reminders: [],
  email: [],
};
const everyFunction = ['*:PutTraceSegments', '*:PutTelemetryRecords'];
const sessionCheck = ['system:GetItem'];
/** With `dataKey`: a row that writes the journal seals a first text, so it creates the key. */
const dataKeyCreation = ['dataKey:GenerateDataKey', 'keys:PutItem'];
/** With `dataKey`: only erasure destroys a key (crypto-shredding). */
const dataKeyDestruction = ['keys:DeleteItem'];

/** Names what a statement's resource points at, in the vocabulary of `expected`. */
function kindOf(resource: unknown): string {
  if (resource === '*') return '*';
  const text = JSON.stringify(resource);
  if (text.includes('foundation-model') || text.includes('inference-profile')) return 'model';
  if (text.includes('guardrail-profile')) return 'guardrail';
  const [id] = [...references(resource)];
  const kinds: [RegExp, string][] = [
    [/^Datajournal/, 'journal'],
    [/^Datasystem/, 'system'],
    [/^Datakeys/, 'keys'],
    [/^EncryptionDataKey[0-9A-F]{8}$/, 'dataKey'],
    [/^CaptchaSecret/, 'captchaSecret'],
    [/^PaymentsStripeKeys/, 'stripeSecret'],
    [/^AuthUserPool[0-9A-F]{8}$/, 'userPool'],
    [/^AiGuardrail[0-9A-F]{8}$/, 'guardrail'],
  ];
  const kind = kinds.find(([pattern]) => id && pattern.test(id));
  if (!kind) throw new Error(`unexpected resource in a Lambda policy: ${text}`);
  return kind[1];
}

/** "kind:Action" for every allowed pair in the function's policies. */
function grantsOf(template: Template, fn: Resource): Set<string> {
  const grants = new Set<string>();
  for (const statement of statementsOf(template, fn)) {
    expect(statement.Effect).toBe('Allow');
    expect(statement.Condition).toBeUndefined();
    for (const action of asList(statement.Action)) {
      for (const resource of asList(statement.Resource)) {
        grants.add(`${kindOf(resource)}:${action.split(':')[1]}`);
      }
    }
  }
  return grants;
}

const expectedOf = (permissions: readonly Permission[], signedIn: boolean): Set<string> => {
  const withDataKey = (alongside: Permission, grants: string[]) =>
    permissions.includes('dataKey') && permissions.includes(alongside) ? grants : [];
  return new Set([
    ...everyFunction,
    ...(signedIn ? sessionCheck : []),
    ...permissions.flatMap((p) => expected[p]),
    ...withDataKey('journal:write', dataKeyCreation),
    ...withDataKey('users:delete', dataKeyDestruction),
  ]);
};

const writes = ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'];

describe('least privilege from the routes table', () => {
  let template: Template;
  const describeRoute = (route: RouteDefinition) => `${route.method} ${route.path}`;

  beforeAll(() => {
    ({ template } = synth({ webBuildDir: fakeWebBuild() }));
  }, 60_000);

  it.each(routes.map((route) => [describeRoute(route), route] as const))(
    '%s gets exactly what its row names',
    (_name, route) => {
      const actual = grantsOf(template, routeFunction(template, route));
      expect([...actual].sort()).toEqual(
        [...expectedOf(route.permissions, route.auth === 'token')].sort(),
      );
    },
  );

  it.each(Object.keys(triggers) as TriggerName[])(
    'the %s trigger gets exactly its list',
    (name) => {
      const actual = grantsOf(template, triggerFunction(template, name));
      expect([...actual].sort()).toEqual([...expectedOf(triggerPermissions[name], false)].sort());
    },
  );

  it('the migration job gets exactly its list, and a trigger runs it after each deploy', () => {
    const [migrateId, migrate] = jobFunction(template, 'migrate');
    expect(migrate.Properties?.Timeout).toBe(jobs.migrate.timeoutSeconds);
    const actual = grantsOf(template, migrate);
    expect([...actual].sort()).toEqual([...expectedOf(jobs.migrate.permissions, false)].sort());
    const [, trigger] = resourcesOf(template, 'Custom::Trigger')[0]!;
    // The trigger invokes the function's current version, so a changed handler runs again.
    const [versionId] = [...references(trigger.Properties?.HandlerArn)];
    const version = template.toJSON().Resources[versionId!] as Resource;
    expect(version.Type).toBe('AWS::Lambda::Version');
    expect(references(version.Properties?.FunctionName)).toContain(migrateId);
    // Asynchronous: a long migration never holds a deploy or rolls it back.
    expect(trigger.Properties?.InvocationType).toBe('Event');
  });

  it('lets no read-only route write any table', () => {
    const readOnly = routes.filter(
      (r) => !r.permissions.some((p) => p.endsWith(':write') || p === 'captcha'),
    );
    expect(readOnly.length).toBeGreaterThan(5);
    for (const route of readOnly) {
      const actions = [...grantsOf(template, routeFunction(template, route))];
      expect(
        actions.filter((a) => writes.includes(a.split(':')[1]!)),
        describeRoute(route),
      ).toEqual([]);
    }
  });

  it('lets nothing but erasure delete a user, in the whole template', () => {
    const deleters = resourcesOf(template, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties?.PolicyDocument).includes('cognito-idp:AdminDeleteUser'),
    );
    const erasure = routes.filter((r) => r.permissions.includes('users:delete'));
    expect(erasure.map((r) => r.handler)).toEqual(['account-delete']);
    expect(deleters).toHaveLength(1);
    const roleId = routeFunction(template, erasure[0]!).Properties?.Role['Fn::GetAtt'][0];
    expect(references(deleters[0]![1].Properties?.Roles).has(roleId)).toBe(true);
  });

  it('lets no route without `ai` (and no trigger) call Bedrock', () => {
    const functions = [
      ...routes.filter((r) => !r.permissions.includes('ai')).map((r) => routeFunction(template, r)),
      ...(Object.keys(triggers) as TriggerName[]).map((name) => triggerFunction(template, name)),
    ];
    for (const fn of functions) {
      expect(JSON.stringify(statementsOf(template, fn))).not.toContain('bedrock:');
    }
    expect(routes.filter((r) => r.permissions.includes('ai')).map((r) => r.handler)).toEqual([
      'analyze',
      'chat-assistant',
    ]);
  });

  it('gives every Lambda the basic execution role (logs) and active X-Ray tracing', () => {
    const functions = [
      ...routes.map((r) => routeFunction(template, r)),
      ...(Object.keys(triggers) as TriggerName[]).map((name) => triggerFunction(template, name)),
    ];
    const roles = Object.fromEntries(resourcesOf(template, 'AWS::IAM::Role'));
    for (const fn of functions) {
      expect(fn.Properties?.TracingConfig).toEqual({ Mode: 'Active' });
      const role = roles[fn.Properties?.Role['Fn::GetAtt'][0]]!;
      expect(JSON.stringify(role.Properties?.ManagedPolicyArns)).toContain(
        'service-role/AWSLambdaBasicExecutionRole',
      );
      expect(role.Properties?.ManagedPolicyArns).toHaveLength(1);
    }
  });
});

describe('permissions whose resource the stack does not create', () => {
  const row = (permission: Permission): RouteDefinition => ({
    ...routes.find((r) => r.handler === 'me')!,
    permissions: [permission],
  });

  it.each([
    ['reminders', /"reminders" permission, but this stack has no EventBridge Scheduler group/],
    ['email', /"email" permission, but this stack has no SES sender \(-c sesSenderEmail=…\)/],
  ] as const)('refuses a route naming %s', (permission, message) => {
    expect(() => synth({ webBuildDir: '/nonexistent' }, { routes: [row(permission)] })).toThrow(
      message,
    );
  });

  it('grants SES sending on the configured identity to a route naming email', () => {
    const { template } = synth(
      {
        webBuildDir: '/nonexistent',
        sesSenderEmail: 'hello@journal.example.com',
        sesConfigurationSet: 'journal',
      },
      { routes: [row('email')] },
    );
    const statements = statementsOf(template, routeFunction(template, row('email')));
    const ses = statements.find((s) => asList(s.Action).includes('ses:SendEmail'))!;
    expect(JSON.stringify(ses.Resource)).toContain(':identity/hello@journal.example.com');
    expect(JSON.stringify(ses.Resource)).toContain(':configuration-set/journal');
  });
});
