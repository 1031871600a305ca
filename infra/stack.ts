import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { App } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { Env } from '../lambdas/adapters/env';
import { publicPrices } from '../lambdas/domain/payments/prices';
import { routes as routeTable, type RouteDefinition } from '../lambdas/routes';
import { Ai } from './ai';
import { Api } from './api';
import { Auth } from './auth';
import { readContext, type AppContext } from './context';
import { Data } from './data';
import type { LambdaCode } from './lambda';
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
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL';
type LambdaEnvironment = Record<Exclude<keyof Env, LocalOnlyEnv>, string> & Record<string, string>;

/** Routes whose row lets them call the model; the only ones granted Bedrock. */
export const usesAi = (route: RouteDefinition): boolean => route.permissions.includes('ai');

export interface EmotionJournalStackProps extends StackProps {
  context: AppContext;
  /** 'stub' only in template tests; see LambdaCode. */
  lambdaCode?: LambdaCode;
  /** The routes table; tests may pass their own rows. */
  routes?: readonly RouteDefinition[];
}

export class EmotionJournalStack extends Stack {
  readonly api: Api;
  readonly auth: Auth;
  readonly data: Data;
  readonly web: Web;
  readonly ai: Ai;

  constructor(scope: Construct, id: string, props: EmotionJournalStackProps) {
    super(scope, id, props);
    const { context } = props;
    const lambdaCode = props.lambdaCode ?? 'bundle';

    this.data = new Data(this, 'Data');
    this.ai = new Ai(this, 'Ai', { modelId: context.bedrockModelId });

    const captchaSecret = new secretsmanager.Secret(this, 'CaptchaSecret', {
      description: 'HMAC key that signs ALTCHA captcha challenges',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(captchaSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key only signs captcha challenges that expire within minutes; rotation would need a ' +
        'custom rotation Lambda for no gain. Replacing the secret invalidates open challenges only.',
    });

    this.api = new Api(this, 'Api');
    const payments = new Payments(this, 'Payments', { context });
    this.web = new Web(this, 'Web', {
      context,
      apiDomain: this.api.domainName,
      cognitoHostedDomain: Auth.hostedDomainOf(this),
    });

    const sharedEnvironment = {
      MODE: 'aws',
      TABLE_NAME: this.data.tables.journal.tableName,
      SYSTEM_TABLE_NAME: this.data.tables.system.tableName,
      APP_URL: this.web.url,
      CAPTCHA_SECRET_ARN: captchaSecret.secretArn,
      ADMIN_EMAILS: context.adminEmails.join(','),
      AI_PROVIDER: 'bedrock',
      BEDROCK_MODEL_ID: context.bedrockModelId,
      BEDROCK_GUARDRAIL_ID: this.ai.guardrail.attrGuardrailId,
      BEDROCK_GUARDRAIL_VERSION: this.ai.guardrailVersion.attrVersion,
      AI_DAILY_QUOTA: String(context.aiDailyQuota),
      LOG_LEVEL: 'INFO',
      POWERTOOLS_SERVICE_NAME: 'emotion-journal',
    };
    const grantCommon = (fn: lambda.Function): void => {
      this.data.grantReadWrite(fn);
      captchaSecret.grantRead(fn);
    };

    this.auth = new Auth(this, 'Auth', {
      context,
      appUrl: this.web.url,
      triggerEnvironment: sharedEnvironment,
      lambdaCode,
      grantTrigger: grantCommon,
    });
    const { userPool, client } = this.auth;

    const environment: LambdaEnvironment = {
      ...sharedEnvironment,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: client.userPoolClientId,
      ...payments.environment,
    };
    this.api.addRoutes({
      routes: props.routes ?? routeTable,
      userPool,
      client,
      environment,
      lambdaCode,
      // Least privilege per concern, kept uniform across routes: every handler may touch the two
      // tables, check a captcha and look up or erase its own Cognito user; only AI routes reach
      // Bedrock. Finer per-route policies would have to mirror handler internals here.
      grant: (fn, route) => {
        grantCommon(fn);
        userPool.grant(fn, 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminGetUser');
        if (usesAi(route)) this.ai.grantInvoke(fn);
        if (route.permissions.includes('payments')) payments.grantRead(fn);
      },
    });

    this.web.deployConfig({
      mode: 'aws',
      region: this.region,
      userPoolId: userPool.userPoolId,
      userPoolClientId: client.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      oauthDomain: this.auth.hostedDomain,
      providers: this.auth.providers,
      payments: publicPrices(payments.prices),
    });

    new CfnOutput(this, 'SiteUrl', { value: this.web.url });
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'Lambda roles (ours and the CDK BucketDeployment handler) use AWSLambdaBasicExecutionRole, ' +
        'which only allows writing CloudWatch logs; a hand-written copy would add nothing.',
    });
    // Last in the constructor: every deployment has granted its handler what it needs by now.
    this.web.acknowledgeDeploymentHandler();
  }
}

/** The stack as `cdk synth` builds it: name and settings from validated context. */
export function createStack(
  app: App,
  options: Pick<EmotionJournalStackProps, 'lambdaCode' | 'routes'> = {},
): EmotionJournalStack {
  const context = readContext(app.node);
  return new EmotionJournalStack(app, `EmotionJournal-${context.stage}`, {
    ...options,
    context,
    description: `Emotion Journal (${context.stage})`,
    // Env-agnostic unless the CLI knows an account: synth must work offline without credentials.
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
}
