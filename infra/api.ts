import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../lambdas/routes';
import { handlerFunction, type LambdaCode } from './lambda';

export interface ApiRoutesProps {
  routes: readonly RouteDefinition[];
  userPool: cognito.IUserPool;
  client: cognito.IUserPoolClient;
  environment: Record<string, string>;
  lambdaCode: LambdaCode;
  /** Reserved (and so capped) concurrency of each AI route's Lambda; 0 reserves none. */
  aiReservedConcurrency: number;
  /** Called once per route Lambda to add the permissions its handler needs. */
  grant: (fn: lambda.Function, route: RouteDefinition) => void;
}

/** Routes whose row lets them call the model; the only ones granted Bedrock. */
export const usesAi = (route: RouteDefinition): boolean => route.permissions.includes('ai');

export interface Throttle {
  /** Requests per second, across all callers, in the steady state. */
  rateLimit: number;
  burstLimit: number;
}

/** The stage's limit; routes that cost more or serve anonymous callers get tighter ones below. */
export const stageThrottle: Throttle = { rateLimit: 50, burstLimit: 100 };

/**
 * A route's own limit, if tighter than the stage's. These are shared by all callers (the WAF
 * limits each address): they bound what a flood can cost, not who gets through. AI routes each
 * hold a model call of several seconds; public routes (the human-check challenge, the users
 * count and the other pages before sign-up) answer anyone.
 */
export function routeThrottle(route: RouteDefinition): Throttle | undefined {
  if (usesAi(route)) return { rateLimit: 5, burstLimit: 10 };
  if (route.auth === 'public') return { rateLimit: 20, burstLimit: 40 };
  return undefined;
}

export const routeKey = (route: RouteDefinition): string => `${route.method} ${route.path}`;

/** `GET /api/user-count/{id}` → `GetApiUserCountId`: a stable construct id per route. */
export const routeId = (route: RouteDefinition): string =>
  [route.method.toLowerCase(), ...route.path.split(/[^A-Za-z0-9]+/)]
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The HTTP API. Created before the routes because CloudFront needs its domain, and the route
 * Lambdas need the user pool, whose triggers need the CloudFront URL: two phases break that knot.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Each route's Lambda, in the order of the routes table. */
  readonly functions: { route: RouteDefinition; fn: lambda.Function }[] = [];

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: `${Stack.of(this).stackName} API`,
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        // Request metadata only: bodies and headers carry journal text and tokens.
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
  }

  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
  }

  /** One Lambda and one route per row of the routes table, with its throttle on the stage. */
  addRoutes(props: ApiRoutesProps): void {
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.client],
    });
    for (const route of props.routes) {
      const id = routeId(route);
      const fn = handlerFunction(this, id, {
        handler: route.handler,
        code: props.lambdaCode,
        environment: props.environment,
        timeout: route.timeoutSeconds ? Duration.seconds(route.timeoutSeconds) : undefined,
        reservedConcurrency:
          usesAi(route) && props.aiReservedConcurrency > 0
            ? props.aiReservedConcurrency
            : undefined,
      });
      props.grant(fn, route);
      this.functions.push({ route, fn });
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        authorizer: route.auth === 'token' ? authorizer : new apigw.HttpNoneAuthorizer(),
      });
      // The stage names its routes' keys in RouteSettings, which CloudFormation checks exist.
      if (httpRoute) this.stage.node.addDependency(httpRoute);
      if (route.auth === 'public' && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design in the routes table (auth: 'public').`,
        });
      }
    }
    const routeSettings: Record<string, unknown> = {};
    for (const route of props.routes) {
      const throttle = routeThrottle(route);
      if (!throttle) continue;
      routeSettings[routeKey(route)] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
    }
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = routeSettings;
  }
}
