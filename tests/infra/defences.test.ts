import { Token } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { countedBodyRules } from '../../infra/waf';
import { routes } from '../../lambdas/routes';
import { fakeWebBuild, synth } from './synth';
import { references, resourcesOf, routeFunction, type Resource } from './template';

const ruleNames = (acl: Resource) =>
  (acl.Properties?.Rules as { Name: string; Priority: number }[])
    .sort((a, b) => a.Priority - b.Priority)
    .map((r) => r.Name);

const rule = (acl: Resource, name: string) =>
  (acl.Properties?.Rules as { Name: string; Statement: any; Action?: unknown }[]).find(
    (r) => r.Name === name,
  )!;

const managedRules = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesCommonRuleSet',
];

function expectManagedRules(acl: Resource) {
  for (const name of managedRules) {
    expect(rule(acl, name).Statement.ManagedRuleGroupStatement.VendorName).toBe('AWS');
  }
  const overrides = rule(acl, 'AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement
    .RuleActionOverrides as { Name: string; ActionToUse: unknown }[];
  expect(overrides.map((o) => o.Name).sort()).toEqual([...countedBodyRules].sort());
  for (const o of overrides) expect(o.ActionToUse).toEqual({ Count: {} });
  expect(acl.Properties?.VisibilityConfig.SampledRequestsEnabled).toBe(false);
}

/** The SSM parameter a Custom::AWS resource reads, and from which region. */
function readsParameter(template: Template, logicalId: string) {
  const [, reader] = resourcesOf(template, 'Custom::AWS').find(([id]) => id === logicalId)!;
  const call = JSON.parse(reader.Properties?.Create);
  return { name: call.parameters.Name as string, region: call.region as string };
}

describe('defences', () => {
  let template: Template;
  let edge: Template;
  let stack: ReturnType<typeof synth>['stack'];

  beforeAll(() => {
    ({ template, stack } = synth({ webBuildDir: fakeWebBuild() }));
    edge = Template.fromStack(stack.edge!);
  }, 60_000);

  it('puts the CloudFront WAF and log bucket in a us-east-1 stack deployed first', () => {
    expect(stack.edge!.region).toBe('us-east-1');
    expect(stack.edge!.stackName).toBe('EmotionJournal-prod-edge');
    expect(stack.dependencies).toContain(stack.edge);
    // The main stack stays region-agnostic: one template for every region.
    expect(Token.isUnresolved(stack.region)).toBe(true);
  });

  it('has a CloudFront web ACL: IP reputation, two rate rules, known bad inputs, the core set', () => {
    const [[, acl]] = resourcesOf(edge, 'AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties?.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties?.DefaultAction).toEqual({ Allow: {} });
    expect(ruleNames(acl)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'RateLimit0',
      'RateLimit1',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
    expectManagedRules(acl);
    const everything = rule(acl, 'RateLimit0');
    expect(everything.Action).toEqual({ Block: {} });
    expect(everything.Statement.RateBasedStatement).toEqual({
      Limit: 2000,
      EvaluationWindowSec: 300,
      AggregateKeyType: 'IP',
    });
    const expensive = rule(acl, 'RateLimit1').Statement.RateBasedStatement;
    expect(expensive.Limit).toBe(300);
    const prefixes = expensive.ScopeDownStatement.OrStatement.Statements.map(
      (s: any) => s.ByteMatchStatement.SearchString,
    );
    expect(prefixes.sort()).toEqual([
      '/api/analyze',
      '/api/captcha/challenge',
      '/api/chat-assistant',
    ]);
  });

  it('attaches that web ACL to the distribution, read from SSM in us-east-1 at deploy', () => {
    const [[, distribution]] = resourcesOf(template, 'AWS::CloudFront::Distribution') as [
      [string, Resource],
    ];
    const config = distribution.Properties?.DistributionConfig;
    const [readerId] = [...references(config.WebACLId)];
    expect(readsParameter(template, readerId!)).toEqual({
      name: '/emotion-journal/prod/edge/web-acl-arn',
      region: 'us-east-1',
    });
    edge.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/emotion-journal/prod/edge/web-acl-arn',
      Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^CloudFrontWafAcl'), 'Arn'] },
    });
  });

  it('writes CloudFront access logs (no cookies) to a 90-day bucket in the edge stack', () => {
    const [[, distribution]] = resourcesOf(template, 'AWS::CloudFront::Distribution') as [
      [string, Resource],
    ];
    const logging = distribution.Properties?.DistributionConfig.Logging;
    expect(logging).toMatchObject({ IncludeCookies: false, Prefix: 'EmotionJournal-prod/' });
    const [readerId] = [...references(logging.Bucket)];
    expect(readsParameter(template, readerId!).name).toBe(
      '/emotion-journal/prod/edge/log-bucket-name',
    );
    edge.hasResourceProperties('AWS::S3::Bucket', {
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: {
        Rules: [Match.objectLike({ ExpirationInDays: 90, Status: 'Enabled' })],
      },
      PublicAccessBlockConfiguration: Match.objectLike({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      }),
    });
    edge.hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/emotion-journal/prod/edge/log-bucket-name',
      Value: { Ref: Match.stringLikeRegexp('^CloudFrontLogs') },
    });
  });

  it('puts a regional web ACL with a rate rule and the managed rules on the user pool', () => {
    const [[aclId, acl]] = resourcesOf(template, 'AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties?.Scope).toBe('REGIONAL');
    expect(ruleNames(acl)).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'RateLimit0',
      'AWSManagedRulesKnownBadInputsRuleSet',
      'AWSManagedRulesCommonRuleSet',
    ]);
    expect(rule(acl, 'RateLimit0').Statement.RateBasedStatement.Limit).toBe(500);
    expectManagedRules(acl);
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AuthUserPool[0-9A-F]{8}$'), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('throttles the stage, and AI and public routes tighter, each by route key', () => {
    const [[, stage]] = resourcesOf(template, 'AWS::ApiGatewayV2::Stage') as [[string, Resource]];
    expect(stage.Properties?.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: 50,
      ThrottlingBurstLimit: 100,
    });
    const settings = stage.Properties?.RouteSettings as Record<string, unknown>;
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (route.permissions.includes('ai')) {
        expect(settings[key], key).toEqual({ ThrottlingRateLimit: 5, ThrottlingBurstLimit: 10 });
      } else if (route.auth === 'public') {
        expect(settings[key], key).toEqual({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 });
      } else {
        expect(settings[key], key).toBeUndefined();
      }
    }
    expect(settings['GET /api/captcha/challenge']).toBeDefined();
    // CloudFormation refuses route settings for routes it has not created yet.
    const routeIds = resourcesOf(template, 'AWS::ApiGatewayV2::Route').map(([id]) => id);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('reserves (and caps) concurrency for the AI functions only', () => {
    for (const route of routes) {
      const reserved = routeFunction(template, route).Properties?.ReservedConcurrentExecutions;
      expect(reserved, route.path).toBe(route.permissions.includes('ai') ? 10 : undefined);
    }
  });

  it.each([
    ['3', 3],
    ['0', undefined],
  ])('takes aiReservedConcurrency=%s from context', (value, reserved) => {
    const { template } = synth({ webBuildDir: '/nonexistent', aiReservedConcurrency: value });
    const analyze = routes.find((r) => r.handler === 'analyze')!;
    expect(routeFunction(template, analyze).Properties?.ReservedConcurrentExecutions).toBe(
      reserved,
    );
  });

  it('hides whether an account exists, on the Lite plan, with Cognito’s own sender by default', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      PreventUserExistenceErrors: 'ENABLED',
    });
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'LITE',
      EmailConfiguration: Match.absent(),
    });
  });
});

describe('SES as the Cognito sender', () => {
  it('sends from the configured address, its domain identity and configuration set', () => {
    const { template } = synth({
      webBuildDir: '/nonexistent',
      sesSenderEmail: 'hello@journal.example.com',
      sesVerifiedDomain: 'journal.example.com',
      sesConfigurationSet: 'journal-mail',
    });
    const [[, pool]] = resourcesOf(template, 'AWS::Cognito::UserPool') as [[string, Resource]];
    const email = pool.Properties?.EmailConfiguration;
    expect(email).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'hello@journal.example.com',
      ConfigurationSet: 'journal-mail',
    });
    const sourceArn = JSON.stringify(email.SourceArn);
    expect(sourceArn).toContain(':ses:');
    expect(sourceArn).toContain('{"Ref":"AWS::Region"}');
    expect(sourceArn).toContain(':identity/journal.example.com');
  });

  it('uses the address itself as the identity without a verified domain', () => {
    const { template } = synth({
      webBuildDir: '/nonexistent',
      sesSenderEmail: 'journal@example.org',
    });
    const [[, pool]] = resourcesOf(template, 'AWS::Cognito::UserPool') as [[string, Resource]];
    expect(JSON.stringify(pool.Properties?.EmailConfiguration.SourceArn)).toContain(
      ':identity/journal@example.org',
    );
    expect(pool.Properties?.EmailConfiguration.ConfigurationSet).toBeUndefined();
  });
});
