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
  /** Called once per route Lambda to add the permissions its handler needs. */
  grant: (fn: lambda.Function, route: RouteDefinition) => void;
}

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
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
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

  /** One Lambda and one route per row of the routes table. */
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
      });
      props.grant(fn, route);
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigw.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, fn),
        authorizer: route.auth === 'token' ? authorizer : new apigw.HttpNoneAuthorizer(),
      });
      if (route.auth === 'public' && httpRoute) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${route.method} ${route.path} is public by design in the routes table (auth: 'public').`,
        });
      }
    }
  }
}
