import {
  Aws,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../lambdas/routes';
import { usesAi } from './api';
import { WebAcl } from './waf';

/** CloudFront takes web ACLs from this region only, and its standard logs work from any bucket here. */
export const edgeRegion = 'us-east-1';

/** Days CloudFront access logs are kept. */
export const accessLogDays = 90;

/** Where the edge stack leaves what the main stack needs, by stage. */
export const edgeParameters = (stage: string) => ({
  webAclArn: `/emotion-journal/${stage}/edge/web-acl-arn`,
  logBucketName: `/emotion-journal/${stage}/edge/log-bucket-name`,
});

export const edgeStackName = (mainStackName: string): string => `${mainStackName}-edge`;

/** The CloudFront web ACL's name (its CloudWatch metrics carry it). */
export const cloudFrontWebAclName = (edgeStackName: string): string =>
  `${edgeStackName}-cloudfront`;

/**
 * Paths one address may call only a few hundred times in five minutes: the model calls and the
 * human-check challenge (a proof of work is cheap to ask for and costs us a signature each).
 */
export const expensivePaths = (routes: readonly RouteDefinition[]): string[] =>
  routes
    .filter((r) => usesAi(r) || (r.auth === 'public' && r.permissions.includes('captcha')))
    .map((r) => r.path);

export interface EdgeStackProps extends StackProps {
  stage: string;
  routes: readonly RouteDefinition[];
}

/**
 * The CloudFront web ACL and the CloudFront log bucket, in us-east-1 whatever the main stack's
 * region. A second stack rather than `crossRegionReferences`: those need the main stack's region
 * at synth, and the main stack stays region-agnostic (one template for every region, synth
 * offline). The main stack reads the two values from SSM here at deploy time instead.
 */
export class EdgeStack extends Stack {
  readonly webAcl: WebAcl;
  readonly logBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: edgeRegion } });
    this.webAcl = new WebAcl(this, 'CloudFrontWaf', {
      scope: 'CLOUDFRONT',
      name: cloudFrontWebAclName(this.stackName),
      rateLimits: [
        // Whole households, offices and mobile carriers share one address (CGNAT): generous.
        { limit: 2000 },
        { limit: 300, pathPrefixes: expensivePaths(props.routes) },
      ],
    });

    this.logBucket = new s3.Bucket(this, 'CloudFrontLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logs are delivered through a bucket ACL grant.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(accessLogDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging its own access would only recurse.',
    });

    const names = edgeParameters(props.stage);
    new ssm.StringParameter(this, 'WebAclArn', {
      parameterName: names.webAclArn,
      stringValue: this.webAcl.acl.attrArn,
    });
    new ssm.StringParameter(this, 'LogBucketName', {
      parameterName: names.logBucketName,
      stringValue: this.logBucket.bucketName,
    });
    new CfnOutput(this, 'CloudFrontWebAclArn', { value: this.webAcl.acl.attrArn });
    new CfnOutput(this, 'CloudFrontLogBucket', { value: this.logBucket.bucketName });
  }
}

/** A value the edge stack left in SSM in us-east-1, read at deploy time by the main stack. */
export function edgeValue(scope: Construct, id: string, parameterName: string): string {
  const call: cr.AwsSdkCall = {
    service: 'SSM',
    action: 'GetParameter',
    parameters: { Name: parameterName },
    region: edgeRegion,
    physicalResourceId: cr.PhysicalResourceId.of(parameterName),
  };
  const reader = new cr.AwsCustomResource(scope, id, {
    onCreate: call,
    onUpdate: call,
    policy: cr.AwsCustomResourcePolicy.fromSdkCalls({
      resources: [
        `arn:${Aws.PARTITION}:ssm:${edgeRegion}:${Aws.ACCOUNT_ID}:parameter${parameterName}`,
      ],
    }),
    installLatestAwsSdk: false,
  });
  return reader.getResponseField('Parameter.Value');
}
