import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { App } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Env } from '../lambdas/adapters/env';
import { publicPrices } from '../lambdas/domain/payments/prices';
import { routes as routeTable, triggerPermissions, type RouteDefinition } from '../lambdas/routes';
import { Ai } from './ai';
import { Api, routeId, usesAi } from './api';
import { Auth } from './auth';
import { readContext, type AppContext } from './context';
import { Data } from './data';
import { Encryption } from './encryption';
import { Jobs } from './jobs';
import {
  EdgeStack,
  cloudFrontWebAclName,
  edgeParameters,
  edgeRegion,
  edgeStackName,
  edgeValue,
} from './edge';
import type { LambdaCode } from './lambda';
import { Monitoring, appMetricsNamespace } from './monitoring';
import { grantPermissions, grantRoute, type PermissionResources } from './permissions';
import { Payments } from './payments';
import { Web } from './web';

/**
 * Every variable of lambdas/adapters/env.ts except local-only ones (the captcha secret's value, the
 * OpenAI-compatible local model server). Typed against Env
 * so that a variable added there fails the typecheck here until the stack sets it.
 */
type LocalOnlyEnv =
  | 'CAPTCHA_SECRET'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'OPENAI_API_KEY'
  | 'LOCAL_MASTER_KEY_FILE'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL';
type LambdaEnvironment = Record<Exclude<keyof Env, LocalOnlyEnv>, string> & Record<string, string>;

export interface EmotionJournalStackProps extends StackProps {
  context: AppContext;
  /** 'stub' only in template tests; see LambdaCode. */
  lambdaCode?: LambdaCode;
  /** The routes table; tests may pass their own rows. */
  routes?: readonly RouteDefinition[];
  /** The us-east-1 stack this one reads its CloudFront WAF and log bucket from at deploy. */
  edge?: EdgeStack;
}

export class EmotionJournalStack extends Stack {
  readonly api: Api;
  readonly auth: Auth;
  readonly data: Data;
  readonly web: Web;
  readonly ai: Ai;
  readonly encryption: Encryption;
  readonly edge?: EdgeStack;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: EmotionJournalStackProps) {
    super(scope, id, props);
    const { context } = props;
    const lambdaCode = props.lambdaCode ?? 'bundle';
    if (props.edge) {
      this.edge = props.edge;
      this.addStackDependency(props.edge, 'the CloudFront web ACL and log bucket are read from it');
    }

    this.data = new Data(this, 'Data');
    this.encryption = new Encryption(this, 'Encryption');
    this.ai = new Ai(this, 'Ai', { modelId: context.bedrockModelId });

    const captchaSecret = new secretsmanager.Secret(this, 'CaptchaSecret', {
      description: 'HMAC key that signs ALTCHA captcha challenges',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(captchaSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key only signs human-check challenges that expire in ten minutes, and each solved ' +
        'challenge is accepted once whoever signed it: a leaked key lets someone skip the proof ' +
        'of work, nothing more. Scheduled rotation would need a custom rotation Lambda; putting ' +
        'a new random value by hand invalidates only the challenges open at that moment (warm ' +
        'Lambdas keep the old key until they are recycled).',
    });

    this.api = new Api(this, 'Api');
    const edgeNames = edgeParameters(context.stage);
    const payments = new Payments(this, 'Payments', { context });
    this.web = new Web(this, 'Web', {
      context,
      apiDomain: this.api.domainName,
      cognitoHostedDomain: Auth.hostedDomainOf(this),
      webAclArn: edgeValue(this, 'EdgeWebAclArn', edgeNames.webAclArn),
      logBucket: s3.Bucket.fromBucketAttributes(this, 'CloudFrontLogs', {
        bucketName: edgeValue(this, 'EdgeLogBucketName', edgeNames.logBucketName),
        region: edgeRegion,
      }),
    });

    const sharedEnvironment = {
      MODE: 'aws',
      TABLE_NAME: this.data.tables.journal.tableName,
      SYSTEM_TABLE_NAME: this.data.tables.system.tableName,
      KEYS_TABLE_NAME: this.data.tables.keys.tableName,
      DATA_KEY_ARN: this.encryption.dataKey.keyArn,
      APP_URL: this.web.url,
      CAPTCHA_SECRET_ARN: captchaSecret.secretArn,
      ADMIN_EMAILS: context.adminEmails.join(','),
      AI_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: this.ai.modelId,
      BEDROCK_GUARDRAIL_ID: this.ai.guardrail.attrGuardrailId,
      BEDROCK_GUARDRAIL_VERSION: this.ai.guardrailVersion.attrVersion,
      AI_DAILY_QUOTA: String(context.aiDailyQuota),
      LOG_LEVEL: 'INFO',
      POWERTOOLS_SERVICE_NAME: 'emotion-journal',
      POWERTOOLS_METRICS_NAMESPACE: appMetricsNamespace,
    };
    const permissionResources = (
      userPool: PermissionResources['userPool'],
      emailSender?: PermissionResources['emailSender'],
    ): PermissionResources => ({
      tables: this.data.tables,
      captchaSecret,
      userPool,
      ai: this.ai,
      encryption: this.encryption,
      paymentsSecret: payments.secret,
      emailSender,
    });

    this.auth = new Auth(this, 'Auth', {
      context,
      appUrl: this.web.url,
      triggerEnvironment: sharedEnvironment,
      lambdaCode,
      grantTrigger: (fn, name, userPool) =>
        grantPermissions(fn, triggerPermissions[name], permissionResources(userPool)),
    });
    const { userPool, client } = this.auth;

    const environment: LambdaEnvironment = {
      ...sharedEnvironment,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: client.userPoolClientId,
      ...payments.environment,
    };
    const routeResources = permissionResources(userPool, this.auth.emailSender);
    this.api.addRoutes({
      routes: props.routes ?? routeTable,
      userPool,
      client,
      environment,
      lambdaCode,
      aiReservedConcurrency: context.aiReservedConcurrency,
      grant: (fn, route) => grantRoute(fn, route, routeResources),
    });
    const jobFunctions = new Jobs(this, 'Jobs', {
      environment,
      lambdaCode,
      resources: routeResources,
      after: [this.data, this.encryption],
    }).functions;

    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      functions: [
        ...this.api.functions.map(({ route, fn }) => ({ name: routeId(route), fn })),
        ...Object.entries(this.auth.triggerFunctions).map(([name, fn]) => ({
          name: `${name}Trigger`,
          fn,
        })),
        ...jobFunctions,
      ],
      aiFunctions: this.api.functions.filter(({ route }) => usesAi(route)).map(({ fn }) => fn),
      tables: this.data.tables,
      baseModelId: this.ai.baseModelId,
      webAcls: {
        userPool: this.auth.webAcl.name,
        cloudFront: cloudFrontWebAclName(edgeStackName(this.stackName)),
      },
      alarmEmail: context.alarmEmail,
    });

    this.web.deployConfig({
      mode: 'aws',
      region: this.region,
      userPoolId: userPool.userPoolId,
      userPoolClientId: client.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      oauthDomain: this.auth.hostedDomain,
      providers: this.auth.providers,
      sessionIdleMinutes: context.sessionIdleMinutes,
      payments: publicPrices(payments.prices),
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.url });
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'Lambda roles (ours, the CDK BucketDeployment handler and the CDK custom resource that ' +
        "reads the edge stack's SSM parameters) use AWSLambdaBasicExecutionRole, which only " +
        'allows writing CloudWatch logs; a hand-written copy would add nothing.',
    });
    // Last in the constructor: every deployment has granted its handler what it needs by now.
    this.web.acknowledgeDeploymentHandler();
  }
}

/**
 * The stacks as `cdk synth` builds them, named and set from validated context: the main stack
 * and, deployed before it, its us-east-1 edge stack (the CloudFront WAF and log bucket).
 */
export function createStack(
  app: App,
  options: Pick<EmotionJournalStackProps, 'lambdaCode' | 'routes'> = {},
): EmotionJournalStack {
  const context = readContext(app.node);
  const name = `EmotionJournal-${context.stage}`;
  // Env-agnostic unless the CLI knows an account: synth must work offline without credentials.
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const edge = new EdgeStack(app, edgeStackName(name), {
    stage: context.stage,
    routes: options.routes ?? routeTable,
    description: `Emotion Journal (${context.stage}): CloudFront WAF and access logs`,
    env: { account },
  });
  return new EmotionJournalStack(app, name, {
    ...options,
    context,
    edge,
    description: `Emotion Journal (${context.stage})`,
    env: { account, region: process.env.CDK_DEFAULT_REGION },
  });
}
