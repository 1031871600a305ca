import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

/** Where the Lambdas' own metrics go (Powertools reads it from POWERTOOLS_METRICS_NAMESPACE). */
export const appMetricsNamespace = 'EmotionJournal';

/**
 * The Lambdas' own metrics the alarms and the dashboard read. Queried by name across all their
 * dimensions (Powertools adds `service`; CrisisFlagged has `language` and `class`), so a
 * dimension added later does not silence an alarm.
 */
export const appMetrics = {
  /** An analysis or chat that brought the user no answer (model error, timeout, bad reply). */
  aiErrors: 'AiErrors',
  /** A save, analysis or chat where the crisis-safety layer recognised self-harm language. */
  crisisFlagged: 'CrisisFlagged',
} as const;

export interface MonitoringProps {
  httpApi: apigw.IHttpApi;
  /** Every Lambda of the app, by a name an operator recognises (the route or the trigger). */
  functions: { name: string; fn: lambda.IFunction }[];
  /** The functions that call the model. */
  aiFunctions: lambda.IFunction[];
  tables: Record<string, dynamodb.ITable>;
  /** The foundation model behind the profile; Bedrock's ModelId names one or the other. */
  baseModelId: string;
  /** Names of the two web ACLs (the CloudFront one lives in us-east-1). */
  webAcls: { userPool: string; cloudFront: string };
  alarmEmail?: string;
}

const fiveMinutes = Duration.minutes(5);

/** A Metrics Insights query: one series, whatever the dimensions of the metrics it sums. */
const query = (expression: string, label: string): cloudwatch.MathExpression =>
  new cloudwatch.MathExpression({ expression, label, period: fiveMinutes, usingMetrics: {} });

/**
 * Alarms to an SNS topic (email from context), and one dashboard: API, Lambda, DynamoDB, Bedrock,
 * the WAFs and the app's own metrics.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: `${stackName} alarms`,
      enforceSSL: true,
    });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry alarm names and numbers, never personal data. Encrypting them ' +
        'would need a customer managed KMS key: CloudWatch cannot publish with the AWS managed one.',
    });
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }

    const bedrock = (metric: string, stat: 'SUM' | 'AVG') =>
      query(
        `SELECT ${stat}(${metric}) FROM SCHEMA("AWS/Bedrock", ModelId) ` +
          `WHERE ModelId LIKE '%${props.baseModelId}'`,
        metric,
      );
    const appMetric = (metric: string) =>
      query(`SELECT SUM(${metric}) FROM "${appMetricsNamespace}"`, metric);

    this.alarm('Api5xx', 'The API answered 5xx (never expected, even for bad input)', {
      metric: props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      threshold: 5,
    });
    for (const { name, fn } of props.functions) {
      this.alarm(`Lambda${name}`, `${name}: Lambda errors (crashes, timeouts) or throttles`, {
        metric: new cloudwatch.MathExpression({
          expression: 'errors + throttles',
          usingMetrics: {
            errors: fn.metricErrors({ period: fiveMinutes }),
            throttles: fn.metricThrottles({ period: fiveMinutes }),
          },
          period: fiveMinutes,
        }),
        threshold: 3,
      });
    }
    for (const [name, table] of Object.entries(props.tables)) {
      const throttles = (metricName: string) =>
        new cloudwatch.Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap: { TableName: table.tableName },
          statistic: 'Sum',
          period: fiveMinutes,
        });
      this.alarm(`DynamoThrottles${name}`, `The ${name} table throttled reads or writes`, {
        metric: new cloudwatch.MathExpression({
          expression: 'reads + writes',
          usingMetrics: {
            reads: throttles('ReadThrottleEvents'),
            writes: throttles('WriteThrottleEvents'),
          },
          period: fiveMinutes,
        }),
        threshold: 1,
      });
    }
    this.alarm('BedrockServerErrors', 'Bedrock failed calls (server side)', {
      metric: bedrock('InvocationServerErrors', 'SUM'),
      threshold: 3,
    });
    this.alarm('BedrockClientErrors', 'Bedrock refused calls (model access, quota, request)', {
      metric: bedrock('InvocationClientErrors', 'SUM'),
      threshold: 3,
    });
    this.alarm('BedrockThrottles', 'Bedrock throttled calls: the account quota is reached', {
      metric: bedrock('InvocationThrottles', 'SUM'),
      threshold: 5,
    });
    this.alarm('BedrockLatency', 'Model calls average over 12 s: close to the 28 s budget', {
      metric: bedrock('InvocationLatency', 'AVG'),
      threshold: 12_000,
      evaluationPeriods: 3,
    });
    this.alarm('AiErrors', 'Analyses or chats that brought the user no answer', {
      metric: appMetric(appMetrics.aiErrors),
      threshold: 3,
    });

    const wafBlocked = (webAcl: string, region?: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: {
          WebACL: webAcl,
          Rule: 'ALL',
          ...(region ? {} : { Region: Stack.of(this).region }),
        },
        statistic: 'Sum',
        period: fiveMinutes,
        region,
        label: webAcl,
      });
    const graph = (title: string, left: cloudwatch.IMetric[], right: cloudwatch.IMetric[] = []) =>
      new cloudwatch.GraphWidget({ title, left, right, width: 12, height: 6 });

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: stackName,
      widgets: [
        [
          graph(
            'API requests and errors',
            [
              props.httpApi.metricCount({ period: fiveMinutes }),
              props.httpApi.metricClientError({ period: fiveMinutes }),
              props.httpApi.metricServerError({ period: fiveMinutes }),
            ],
            [props.httpApi.metricLatency({ period: fiveMinutes, statistic: 'p90' })],
          ),
          graph(
            'Lambda errors and throttles',
            props.functions.flatMap(({ name, fn }) => [
              fn.metricErrors({ period: fiveMinutes, label: `${name} errors` }),
              fn.metricThrottles({ period: fiveMinutes, label: `${name} throttles` }),
            ]),
          ),
        ],
        [
          graph(
            'AI Lambdas: duration p90 and concurrency',
            props.aiFunctions.map((fn) =>
              fn.metricDuration({ period: fiveMinutes, statistic: 'p90' }),
            ),
            props.aiFunctions.map(
              (fn) =>
                new cloudwatch.Metric({
                  namespace: 'AWS/Lambda',
                  metricName: 'ConcurrentExecutions',
                  dimensionsMap: { FunctionName: fn.functionName },
                  statistic: 'Maximum',
                  period: fiveMinutes,
                }),
            ),
          ),
          graph(
            'DynamoDB capacity and throttles',
            Object.values(props.tables).flatMap((table) => [
              table.metricConsumedReadCapacityUnits({ period: fiveMinutes }),
              table.metricConsumedWriteCapacityUnits({ period: fiveMinutes }),
            ]),
            Object.values(props.tables).flatMap((table) =>
              ['ReadThrottleEvents', 'WriteThrottleEvents'].map(
                (metricName) =>
                  new cloudwatch.Metric({
                    namespace: 'AWS/DynamoDB',
                    metricName,
                    dimensionsMap: { TableName: table.tableName },
                    statistic: 'Sum',
                    period: fiveMinutes,
                  }),
              ),
            ),
          ),
        ],
        [
          graph(
            'Bedrock calls, errors and latency',
            [
              bedrock('Invocations', 'SUM'),
              bedrock('InvocationClientErrors', 'SUM'),
              bedrock('InvocationServerErrors', 'SUM'),
              bedrock('InvocationThrottles', 'SUM'),
            ],
            [bedrock('InvocationLatency', 'AVG')],
          ),
          graph('Bedrock tokens (the AI bill)', [
            bedrock('InputTokenCount', 'SUM'),
            bedrock('OutputTokenCount', 'SUM'),
          ]),
        ],
        [
          graph(
            'Crisis language recognised, by language; AI errors',
            [
              query(
                `SELECT SUM(${appMetrics.crisisFlagged}) FROM "${appMetricsNamespace}" GROUP BY language`,
                appMetrics.crisisFlagged,
              ),
            ],
            [appMetric(appMetrics.aiErrors)],
          ),
          graph('Requests blocked by the WAFs', [
            wafBlocked(props.webAcls.userPool),
            wafBlocked(props.webAcls.cloudFront, 'us-east-1'),
          ]),
        ],
      ],
    });
  }

  private alarm(
    id: string,
    description: string,
    options: { metric: cloudwatch.IMetric; threshold: number; evaluationPeriods?: number },
  ): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      alarmDescription: description,
      metric: options.metric,
      threshold: options.threshold,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
