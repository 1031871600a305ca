import type { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import webpush from 'web-push';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../lambdas/routes';
import { fakeWebBuild, synth } from './synth';
import {
  asList,
  deployedConfig,
  jobFunction,
  references,
  resourcesOf,
  routeFunction,
  statementsOf,
  type Resource,
} from './template';

const route = (method: string, path: string) =>
  routes.find((r) => r.method === method && r.path === path)!;

const only = (template: Template, type: string): [string, Resource] => {
  const found = resourcesOf(template, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** Every statement of the IAM policies attached to a role, by the role's logical id. */
const roleStatements = (template: Template, roleId: string) =>
  resourcesOf(template, 'AWS::IAM::Policy')
    .filter(([, p]) => references(p.Properties?.Roles).has(roleId))
    .flatMap(([, p]) => p.Properties?.PolicyDocument.Statement as Record<string, any>[]);

describe('the daily reminder (default context: no SES sender, no VAPID key)', () => {
  let template: Template;
  let app: App;
  let groupId: string;
  let roleId: string;
  let senderId: string;
  let sender: Resource;

  beforeAll(() => {
    ({ template, app } = synth({ webBuildDir: fakeWebBuild() }));
    [groupId] = only(template, 'AWS::Scheduler::ScheduleGroup');
    [roleId] = resourcesOf(template, 'AWS::IAM::Role').find(([id]) =>
      id.startsWith('RemindersSchedulerRole'),
    )!;
    [senderId, sender] = jobFunction(template, 'reminderSend');
  }, 60_000);

  it('has one schedule group and no schedule of its own: the API makes one per user', () => {
    expect(resourcesOf(template, 'AWS::Scheduler::Schedule')).toEqual([]);
    const put = routeFunction(template, route('PUT', '/api/reminders'));
    const variables = put.Properties?.Environment?.Variables;
    expect(variables.REMINDER_SCHEDULE_GROUP).toEqual({ Ref: groupId });
    expect(references(variables.REMINDER_TARGET_ARN)).toEqual(new Set([senderId]));
    expect(references(variables.REMINDER_ROLE_ARN)).toEqual(new Set([roleId]));
    expect(variables).toMatchObject({ EMAIL_FROM: '', VAPID_PUBLIC_KEY: '', VAPID_SECRET_ARN: '' });
  });

  it('lets Scheduler, for this account, assume a role that can only invoke reminder-send', () => {
    const role = template.toJSON().Resources[roleId] as Resource;
    const [trust] = role.Properties!.AssumeRolePolicyDocument.Statement;
    expect(trust).toMatchObject({
      Action: 'sts:AssumeRole',
      Effect: 'Allow',
      Principal: { Service: 'scheduler.amazonaws.com' },
      Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
    });
    expect(JSON.stringify(trust.Condition.ArnLike['aws:SourceArn'])).toContain(':schedule/');
    expect(role.Properties?.ManagedPolicyArns).toBeUndefined();
    const statements = roleStatements(template, roleId);
    expect(statements.flatMap((s) => asList(s.Action))).toEqual(['lambda:InvokeFunction']);
    for (const resource of statements.flatMap((s) => asList(s.Resource))) {
      expect(references(resource)).toEqual(new Set([senderId]));
    }
  });

  it('gives reminder-send the handler environment, without naming itself', () => {
    const variables = sender.Properties?.Environment?.Variables;
    expect(variables.REMINDER_TARGET_ARN).toBe('');
    expect(variables.REMINDER_SCHEDULE_GROUP).toEqual({ Ref: groupId });
    expect(variables).toHaveProperty('TABLE_NAME');
    expect(variables).toHaveProperty('REMINDER_LINK_SECRET_ARN');
  });

  it('lets only the routes naming `reminders` touch schedules or pass the scheduler role', () => {
    const allowed = (fn: Resource, action: string) =>
      statementsOf(template, fn).some((s) => asList(s.Action).includes(action));
    const naming = routes.filter((r) => r.permissions.includes('reminders'));
    expect(naming.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      'DELETE /api/account',
      'GET /api/reminders/stop',
      'POST /api/reminders/stop',
      'PUT /api/reminders',
    ]);
    for (const r of routes) {
      const fn = routeFunction(template, r);
      const names = r.permissions.includes('reminders');
      expect(allowed(fn, 'scheduler:DeleteSchedule'), r.path).toBe(names);
      expect(allowed(fn, 'iam:PassRole'), r.path).toBe(names);
    }
    const passRole = statementsOf(template, routeFunction(template, route('PUT', '/api/reminders')))
      .filter((s) => asList(s.Action).includes('iam:PassRole'))
      .flatMap((s) => asList(s.Resource));
    expect(passRole.map((resource) => [...references(resource)])).toEqual([[roleId]]);
  });

  it('puts no VAPID key in /config.json when push is not set up', () => {
    expect(deployedConfig(app, template)).not.toHaveProperty('vapidPublicKey');
    expect(resourcesOf(template, 'AWS::SecretsManager::Secret').map(([id]) => id)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^RemindersVapidPrivateKey/)]),
    );
  });
});

describe('the daily reminder with an SES sender and a VAPID key', () => {
  const { publicKey } = webpush.generateVAPIDKeys();
  let template: Template;
  let app: App;

  beforeAll(() => {
    ({ template, app } = synth({
      webBuildDir: fakeWebBuild(),
      sesSenderEmail: 'hello@journal.example.com',
      vapidPublicKey: publicKey,
    }));
  }, 60_000);

  it('sends email from the product’s sender and reads the VAPID key, alone', () => {
    const [, sender] = jobFunction(template, 'reminderSend');
    const statements = statementsOf(template, sender);
    const ses = statements.find((s) => asList(s.Action).includes('ses:SendEmail'))!;
    expect(JSON.stringify(ses.Resource)).toContain(':identity/hello@journal.example.com');
    const [vapidId] = resourcesOf(template, 'AWS::SecretsManager::Secret').find(([id]) =>
      id.startsWith('RemindersVapidPrivateKey'),
    )!;
    const readers = resourcesOf(template, 'AWS::IAM::Policy').filter(([, p]) =>
      references(p.Properties?.PolicyDocument).has(vapidId),
    );
    expect(readers).toHaveLength(1);
    expect(references(readers[0]![1].Properties?.Roles)).toEqual(
      references(sender.Properties?.Role),
    );
    expect(sender.Properties?.Environment?.Variables).toMatchObject({
      EMAIL_FROM: 'hello@journal.example.com',
      VAPID_PUBLIC_KEY: publicKey,
    });
  });

  it('gives the web the public key through /config.json', () => {
    expect(deployedConfig(app, template)).toMatchObject({ vapidPublicKey: publicKey });
  });

  it('refuses a VAPID public key that is not one', () => {
    expect(() => synth({ webBuildDir: '/nonexistent', vapidPublicKey: 'not-a-key' })).toThrow(
      /vapidPublicKey/,
    );
  });
});
