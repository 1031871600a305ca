import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupRetention } from '../../infra/data';
import { tableDefinitions } from '../../lambdas/adapters/tables';
import { routes, triggers, type TriggerName } from '../../lambdas/routes';
import { synth } from './synth';
import { references, resourcesOf, routeFunction, triggerFunction, type Resource } from './template';

type AlarmMetric = {
  Id: string;
  Expression?: string;
  MetricStat?: {
    Metric: { MetricName: string; Namespace: string; Dimensions: { Value: unknown }[] };
  };
};

const alarmsOf = (template: Template) =>
  resourcesOf(template, 'AWS::CloudWatch::Alarm').map(([, a]) => a);

/** The metric names an alarm watches (directly or inside its metric math). */
const watched = (alarm: Resource): string[] =>
  alarm.Properties?.MetricName
    ? [alarm.Properties.MetricName]
    : (alarm.Properties?.Metrics as AlarmMetric[]).flatMap((m) =>
        m.MetricStat ? [m.MetricStat.Metric.MetricName] : [],
      );

const dimensionRefs = (alarm: Resource) =>
  references(alarm.Properties?.Metrics ?? alarm.Properties?.Dimensions);

describe('operations', () => {
  let template: Template;

  beforeAll(() => {
    ({ template } = synth({ webBuildDir: '/nonexistent', alarmEmail: 'ops@example.com' }));
  }, 60_000);

  it('sends every alarm to the SNS topic, which emails the operator', () => {
    const [[topicId]] = resourcesOf(template, 'AWS::SNS::Topic') as [[string, Resource]];
    const alarms = alarmsOf(template);
    for (const alarm of alarms) expect(alarm.Properties?.AlarmActions).toEqual([{ Ref: topicId }]);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: { Ref: topicId },
    });
    console.info(`alarms: ${alarms.length}`);
  });

  it('has no email subscription without alarmEmail', () => {
    const { template } = synth({ webBuildDir: '/nonexistent' });
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    template.resourceCountIs('AWS::SNS::Topic', 1);
  });

  it('alarms on API 5xx', () => {
    const [[apiId]] = resourcesOf(template, 'AWS::ApiGatewayV2::Api') as [[string, Resource]];
    const alarm = alarmsOf(template).find((a) => a.Properties?.MetricName === '5xx')!;
    expect(alarm.Properties).toMatchObject({ Namespace: 'AWS/ApiGateway', Statistic: 'Sum' });
    expect(dimensionRefs(alarm)).toEqual(new Set([apiId]));
  });

  it('alarms on errors and throttles of every Lambda, one function each', () => {
    const functions = [
      ...routes.map((r) => routeFunction(template, r)),
      ...(Object.keys(triggers) as TriggerName[]).map((t) => triggerFunction(template, t)),
    ];
    const lambdaIds = Object.fromEntries(
      resourcesOf(template, 'AWS::Lambda::Function').map(([id, fn]) => [JSON.stringify(fn), id]),
    );
    for (const fn of functions) {
      const id = lambdaIds[JSON.stringify(fn)]!;
      const alarms = alarmsOf(template).filter((a) => dimensionRefs(a).has(id));
      expect(alarms, id).toHaveLength(1);
      expect(watched(alarms[0]!).sort()).toEqual(['Errors', 'Throttles']);
      expect(dimensionRefs(alarms[0]!)).toEqual(new Set([id]));
    }
  });

  it('alarms on read and write throttles of every table', () => {
    const tableIds = resourcesOf(template, 'AWS::DynamoDB::Table').map(([id]) => id);
    expect(tableIds).toHaveLength(Object.keys(tableDefinitions).length);
    for (const id of tableIds) {
      const alarms = alarmsOf(template).filter((a) => dimensionRefs(a).has(id));
      expect(alarms.map(watched)).toEqual([['ReadThrottleEvents', 'WriteThrottleEvents']]);
      expect(alarms[0]!.Properties?.Threshold).toBe(1);
    }
  });

  it('alarms on Bedrock errors, throttles and latency of the model, and on the app’s AI errors', () => {
    const queries = alarmsOf(template).flatMap(
      (a) =>
        (a.Properties?.Metrics as AlarmMetric[] | undefined)?.flatMap((m) => m.Expression ?? []) ??
        [],
    );
    const model =
      'FROM SCHEMA("AWS/Bedrock", ModelId) WHERE ModelId LIKE \'%anthropic.claude-haiku-4-5-20251001-v1:0\'';
    for (const expected of [
      `SELECT SUM(InvocationServerErrors) ${model}`,
      `SELECT SUM(InvocationClientErrors) ${model}`,
      `SELECT SUM(InvocationThrottles) ${model}`,
      `SELECT AVG(InvocationLatency) ${model}`,
      'SELECT SUM(AiErrors) FROM "EmotionJournal"',
    ]) {
      expect(queries).toContain(expected);
    }
  });

  it('has one dashboard with API, Lambda, DynamoDB, Bedrock, WAF and app widgets', () => {
    const [[, dashboard]] = resourcesOf(template, 'AWS::CloudWatch::Dashboard') as [
      [string, Resource],
    ];
    const body = JSON.stringify(dashboard.Properties?.DashboardBody);
    for (const part of [
      'AWS/ApiGateway',
      'AWS/Lambda',
      'AWS/DynamoDB',
      'AWS/Bedrock',
      'InputTokenCount',
      'AWS/WAFV2',
      'CrisisFlagged',
      'GROUP BY language',
    ]) {
      expect(body, part).toContain(part);
    }
  });

  it('backs the journal and system tables up daily and monthly into a retained vault, never the keys table', () => {
    template.hasResource('AWS::Backup::BackupVault', { DeletionPolicy: 'Retain' });
    const [[, plan]] = resourcesOf(template, 'AWS::Backup::BackupPlan') as [[string, Resource]];
    const rules = plan.Properties?.BackupPlan.BackupPlanRule as {
      RuleName: string;
      ScheduleExpression: string;
      Lifecycle: { DeleteAfterDays: number };
    }[];
    expect(
      rules.map((r) => [r.RuleName, r.ScheduleExpression, r.Lifecycle.DeleteAfterDays]),
    ).toEqual([
      ['Daily', 'cron(0 3 * * ? *)', backupRetention.dailyDays],
      ['Monthly', 'cron(0 4 1 * ? *)', backupRetention.monthlyDays],
    ]);
    const [[, selection]] = resourcesOf(template, 'AWS::Backup::BackupSelection') as [
      [string, Resource],
    ];
    const backedUp = resourcesOf(template, 'AWS::DynamoDB::Table')
      .filter(
        ([, table]) =>
          table.Properties?.PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled,
      )
      .map(([id]) => id);
    expect(backedUp.map((id) => id.replace(/[0-9A-F]{8}$/, '')).sort()).toEqual([
      'Datajournal',
      'Datasystem',
    ]);
    expect(references(selection.Properties?.BackupSelection.Resources)).toEqual(new Set(backedUp));
  });
});
