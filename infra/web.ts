import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Annotations, Duration, Stack, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { webConfigSchema, type WebConfig } from '../lambdas/domain/web-config';
import type { AppContext } from './context';
import { repoRoot } from './bundling';
import { acknowledgeCurrentWildcards } from './nag';

export interface WebProps {
  context: AppContext;
  /** execute-api host of the HTTP API; CloudFront sends /api/* and /payments/* there. */
  apiDomain: string;
  /** Cognito hosted-domain host, allowed by the CSP for the OAuth redirect and token calls. */
  cognitoHostedDomain: string;
  /** The CLOUDFRONT web ACL (it lives in us-east-1, see infra/edge.ts). */
  webAclArn: string;
  /** Where CloudFront writes its standard access logs (us-east-1, see infra/edge.ts). */
  logBucket: s3.IBucket;
}

// Extensionless paths are client-side routes of the SPA; files (with a dot) are served as they are.
// Only the default behavior runs this, so /api/* errors reach the browser untouched, which
// distribution-wide errorResponses (403/404 → index.html) would not allow.
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The private site bucket behind CloudFront, which also fronts the API on the same origin. */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** https:// origin users see: the custom domain when given, else the CloudFront domain. */
  readonly url: string;
  readonly deployments: s3deploy.BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { context } = props;
    const region = Stack.of(this).region;

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'The bucket holds only the public build of the web app and is read solely by CloudFront ' +
        'through OAC; every request is logged at the CloudFront edge instead (standard logs).',
    });

    const cognitoIdp = `https://cognito-idp.${region}.amazonaws.com`;
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      // The ALTCHA widget and React libraries inject style elements.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src 'self' ${cognitoIdp} https://${props.cognitoHostedDomain}`,
      // ALTCHA solves its proof of work in workers created from blob: URLs.
      "worker-src 'self' blob:",
      `form-action 'self' https://${props.cognitoHostedDomain}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; ');
    const securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiDomain, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // API Gateway routes on its own Host header, so the viewer's must not be forwarded.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };
    const customDomain =
      context.domainName && context.certificateArn
        ? {
            domainNames: [context.domainName],
            certificate: acm.Certificate.fromCertificateArn(
              this,
              'Certificate',
              context.certificateArn,
            ),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName} web`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      // One line per request: time, address, method, path and query (dates, a checkout session
      // id), status, user agent. Bodies, where journal text travels, are never logged; cookies
      // are left out.
      logBucket: props.logBucket,
      logFilePrefix: `${Stack.of(this).stackName}/`,
      logIncludesCookies: false,
      ...customDomain,
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
            function: new cloudfront.Function(this, 'SpaRewrite', {
              code: cloudfront.FunctionCode.fromInline(spaRewrite),
              runtime: cloudfront.FunctionRuntime.JS_2_0,
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': apiBehavior,
        '/payments/*': apiBehavior,
        // Vite content-hashes everything under assets/, so it may be cached for good.
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The journal is offered worldwide (four languages); there is no region to exclude.',
    });
    if (!customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose ' +
          'policy cannot be raised; with domainName/certificateArn context TLSv1.2_2021 is enforced.',
      });
    }
    this.url = `https://${context.domainName ?? this.distribution.distributionDomainName}`;

    this.deploySite(context.webBuildDir);
  }

  /** The built app, if there is one; assets immutable, the rest revalidated on every load. */
  private deploySite(webBuildDir: string): void {
    const dir = resolve(repoRoot, webBuildDir);
    if (!existsSync(dir)) {
      Annotations.of(this).addWarningV2(
        'emotion-journal:web-build-missing',
        `No web build at ${dir}: the site is not deployed. Run \`npm run build\` before deploying.`,
      );
      return;
    }
    const assets = join(dir, 'assets');
    if (existsSync(assets)) {
      this.deployments.push(
        new s3deploy.BucketDeployment(this, 'DeployAssets', {
          sources: [s3deploy.Source.asset(assets)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
          // Keep earlier hashed files: a browser still running the previous index.html needs them.
          prune: false,
        }),
      );
    }
    this.deployments.push(
      new s3deploy.BucketDeployment(this, 'DeployPages', {
        sources: [s3deploy.Source.asset(dir, { exclude: ['assets', 'config.json'] })],
        destinationBucket: this.bucket,
        // Leaves the hashed assets and config.json (written by deployConfig) out of pruning.
        exclude: ['assets/*', 'config.json'],
        cacheControl: [s3deploy.CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/*'],
      }),
    );
  }

  /** Writes /config.json, the only per-environment input of the web build. */
  deployConfig(config: WebConfig): void {
    this.deployments.push(
      new s3deploy.BucketDeployment(this, 'DeployConfig', {
        sources: [s3deploy.Source.jsonData('config.json', webConfigSchema.parse(config))],
        destinationBucket: this.bucket,
        prune: false,
        cacheControl: [s3deploy.CacheControl.noCache()],
        distribution: this.distribution,
        distributionPaths: ['/config.json'],
      }),
    );
  }

  /**
   * The singleton Lambda of aws-cdk-lib's BucketDeployment is CDK's code, not ours: its runtime and
   * its grants are chosen by aws-cdk-lib. Call after the last deployment.
   */
  acknowledgeDeploymentHandler(): void {
    const handler = this.deployments[0]?.handlerRole.node.scope;
    if (!handler) return;
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The BucketDeployment handler runtime is pinned by aws-cdk-lib, not by this app.',
    });
    acknowledgeCurrentWildcards(
      handler,
      'The aws-cdk-lib BucketDeployment handler: object-level wildcards on the site bucket and ' +
        'the CDK asset bucket, and CloudFront invalidation, which CDK grants on "*".',
    );
  }
}
