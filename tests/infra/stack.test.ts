import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinitions } from '../../lambdas/adapters/tables';
import { jobs, routes, triggers } from '../../lambdas/routes';
import { handlerFunction } from '../../infra/lambda';
import { fakeWebBuild, synth } from './synth';
import { references, resourcesOf, routeFunction, type Resource } from './template';

describe('EmotionJournalStack (default context)', () => {
  let template: Template;
  let app: ReturnType<typeof synth>['app'];
  let stack: ReturnType<typeof synth>['stack'];

  // vitest's default hook timeout (10 s) is too tight for a synth on a busy 2-core machine.
  beforeAll(() => {
    ({ template, app, stack } = synth({ webBuildDir: fakeWebBuild() }));
  }, 60_000);

  it('has a route per routes-table row, with the JWT authorizer exactly on token routes', () => {
    const [[authorizerId]] = resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer') as [
      [string, Resource],
    ];
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('^AuthUserPoolWebClient') }],
        Issuer: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
      },
    });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
    for (const route of routes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `${route.method} ${route.path}`,
        AuthorizationType: route.auth === 'token' ? 'JWT' : 'NONE',
        AuthorizerId: route.auth === 'token' ? { Ref: authorizerId } : Match.absent(),
      });
    }
  });

  it('has one arm64 Node.js 22 Lambda per route, trigger and job, with the route timeout', () => {
    const nodeFunctions = resourcesOf(template, 'AWS::Lambda::Function').filter(
      ([, r]) => r.Properties?.Runtime === 'nodejs22.x',
    );
    expect(nodeFunctions).toHaveLength(
      routes.length + Object.keys(triggers).length + Object.keys(jobs).length,
    );
    for (const [, fn] of nodeFunctions) {
      expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 256 });
      expect(fn.Properties?.LoggingConfig?.LogGroup).toBeDefined();
    }
    for (const route of routes) {
      expect(routeFunction(template, route).Properties?.Timeout).toBe(route.timeoutSeconds ?? 10);
    }
  });

  it('gives every Lambda the handler env, and the pool ids only to API Lambdas', () => {
    for (const route of routes) {
      const variables = routeFunction(template, route).Properties?.Environment?.Variables;
      expect(variables).toMatchObject({
        MODE: 'aws',
        AI_PROVIDER: 'bedrock',
        AI_DAILY_QUOTA: '20',
        POWERTOOLS_METRICS_NAMESPACE: 'EmotionJournal',
      });
      for (const name of [
        'TABLE_NAME',
        'SYSTEM_TABLE_NAME',
        'USER_POOL_ID',
        'USER_POOL_CLIENT_ID',
        'APP_URL',
        'CAPTCHA_SECRET_ARN',
        'BEDROCK_MODEL_ID',
        'BEDROCK_GUARDRAIL_ID',
        'BEDROCK_GUARDRAIL_VERSION',
      ]) {
        expect(variables, name).toHaveProperty(name);
      }
    }
    const triggerEnvs = resourcesOf(template, 'AWS::Lambda::Function')
      .filter(([id]) => id.startsWith('Auth'))
      .map(([, r]) => r.Properties?.Environment?.Variables);
    expect(triggerEnvs).toHaveLength(4);
    for (const variables of triggerEnvs) {
      expect(variables).toHaveProperty('TABLE_NAME');
      expect(variables).not.toHaveProperty('USER_POOL_ID');
    }
  });

  it('builds the tables from tableDefinitions: on demand, retained, TTL where defined, PITR where backed up', () => {
    const tables = resourcesOf(template, 'AWS::DynamoDB::Table');
    expect(tables).toHaveLength(Object.keys(tableDefinitions).length);
    // Only the keys table stays out of backups: erasing its item is what shreds a journal.
    expect(Object.entries(tableDefinitions).map(([key, def]) => [key, def.backedUp])).toEqual([
      ['journal', true],
      ['system', true],
      ['keys', false],
    ]);
    for (const def of Object.values(tableDefinitions) as {
      partitionKey: string;
      sortKey?: string;
      ttlAttribute?: string;
      backedUp: boolean;
    }[]) {
      template.hasResource('AWS::DynamoDB::Table', {
        DeletionPolicy: 'Retain',
        Properties: {
          KeySchema: [
            { AttributeName: def.partitionKey, KeyType: 'HASH' },
            ...(def.sortKey ? [{ AttributeName: def.sortKey, KeyType: 'RANGE' }] : []),
          ],
          BillingMode: 'PAY_PER_REQUEST',
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: def.backedUp },
          TimeToLiveSpecification: def.ttlAttribute
            ? { AttributeName: def.ttlAttribute, Enabled: true }
            : Match.absent(),
        },
      });
    }
    for (const [, table] of tables) {
      expect(table.Properties?.BillingMode).not.toBe('PROVISIONED');
      expect(table.Properties?.ProvisionedThroughput).toBeUndefined();
    }
  });

  it('has a user pool with email sign-in, 6-character passwords and the four triggers', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      UsernameConfiguration: { CaseSensitive: false },
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 6,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      LambdaConfig: {
        CustomMessage: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^AuthCustomMessageTrigger'), 'Arn'],
        },
        PreSignUp: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AuthPreSignUpTrigger'), 'Arn'] },
        PreAuthentication: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^AuthPreAuthenticationTrigger'), 'Arn'],
        },
        PostConfirmation: {
          'Fn::GetAtt': [Match.stringLikeRegexp('^AuthPostConfirmationTrigger'), 'Arn'],
        },
      },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      SupportedIdentityProviders: ['COGNITO'],
      CallbackURLs: [{ 'Fn::Join': ['', ['https://', Match.anyValue(), '/login']] }],
    });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('has a guardrail that detects (not blocks) self-harm, and a version for the Lambdas', () => {
    template.hasResourceProperties('AWS::Bedrock::Guardrail', {
      TopicPolicyConfig: {
        TopicsConfig: [
          Match.objectLike({
            Name: 'SelfHarm',
            Type: 'DENY',
            InputAction: 'NONE',
            OutputAction: 'NONE',
            InputEnabled: true,
            OutputEnabled: true,
          }),
        ],
      },
      ContentPolicyConfig: {
        FiltersConfig: Match.arrayWith([Match.objectLike({ Type: 'PROMPT_ATTACK' })]),
      },
    });
    template.resourceCountIs('AWS::Bedrock::GuardrailVersion', 1);
  });

  it('puts the guardrail on the Standard tier, which reads Ukrainian and Japanese, through the region’s guardrail profile', () => {
    const [, guardrail] = resourcesOf(template, 'AWS::Bedrock::Guardrail')[0]!;
    const props = guardrail.Properties!;
    expect(props.TopicPolicyConfig.TopicsTierConfig).toEqual({ TierName: 'STANDARD' });
    expect(props.ContentPolicyConfig.ContentFiltersTierConfig).toEqual({ TierName: 'STANDARD' });
    expect(JSON.stringify(props.CrossRegionConfig.GuardrailProfileArn)).toContain(
      '.guardrail.v1:0',
    );
    // Every default region has a profile: eu-central-1 → eu, ap-northeast-1 → apac.
    const mapping = template.toJSON().Mappings;
    const geography = Object.entries(mapping).find(([id]) =>
      id.startsWith('AiGuardrailGeography'),
    )!;
    expect(geography[1]).toMatchObject({
      'eu-central-1': { profile: 'eu', regions: 'eu-*' },
      'us-east-1': { profile: 'us', regions: 'us-*' },
      'ap-northeast-1': { profile: 'apac', regions: 'ap-*' },
    });
  });

  it('serves a private bucket through CloudFront OAC, with SPA rewrites only on the site', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
          Match.objectLike({
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
          }),
        ]),
      },
    });
    const [[, distribution]] = resourcesOf(template, 'AWS::CloudFront::Distribution') as [
      [string, Resource],
    ];
    const config = distribution.Properties?.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    const s3Origin = config.Origins.find((o: any) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();

    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
    for (const pattern of ['/api/*', '/payments/*']) {
      const behavior = config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
      expect(behavior, pattern).toMatchObject({
        CachePolicyId: cachingDisabled,
        OriginRequestPolicyId: allViewerExceptHost,
        AllowedMethods: expect.arrayContaining(['DELETE', 'POST', 'PUT', 'PATCH']),
        ViewerProtocolPolicy: 'https-only',
      });
      expect(behavior.FunctionAssociations).toBeUndefined();
      const apiOrigin = config.Origins.find((o: any) => o.Id === behavior.TargetOriginId);
      expect(JSON.stringify(apiOrigin.DomainName)).toContain('execute-api');
    }
  });

  it('sends security headers with a CSP for Cognito and the ALTCHA workers', () => {
    const [[, policy]] = resourcesOf(template, 'AWS::CloudFront::ResponseHeadersPolicy') as [
      [string, Resource],
    ];
    const headers = policy.Properties?.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin' },
    });
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const part of [
      "worker-src 'self' blob:",
      "img-src 'self' data:",
      'https://cognito-idp.',
      '.amazoncognito.com',
    ]) {
      expect(csp).toContain(part);
    }
  });

  it('deploys the build and a no-cache config.json with the pool ids', () => {
    const deployments = resourcesOf(template, 'Custom::CDKBucketDeployment').map(
      ([, r]) => r.Properties!,
    );
    const configDeployment = deployments.find(
      (d) => JSON.stringify(d.DistributionPaths) === '["/config.json"]',
    );
    expect(configDeployment).toMatchObject({
      Prune: false,
      SystemMetadata: { 'cache-control': 'no-cache' },
    });
    const markers = JSON.stringify(configDeployment?.SourceMarkers);
    expect(markers).toMatch(/"Ref":"AuthUserPool[0-9A-F]{8}"/);
    expect(markers).toMatch(/"Ref":"AuthUserPoolWebClient[0-9A-F]{8}"/);
    expect(
      deployments.some(
        (d) =>
          d.DestinationBucketKeyPrefix === 'assets/' &&
          d.SystemMetadata?.['cache-control']?.includes('immutable'),
      ),
    ).toBe(true);
    expect(deployments).toHaveLength(3);
  });

  it('throttles the API stage and logs access without bodies', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: { Format: Match.not(Match.stringLikeRegexp('body')) },
    });
  });

  it('outputs the site URL, API URL, user pool id and client id', () => {
    for (const name of ['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId']) {
      template.hasOutput(name, Match.anyValue());
    }
  });

  it('has no dependency cycle (CloudFormation rejects them; synth does not)', () => {
    const resources = template.toJSON().Resources as Record<string, Resource>;
    const edges = new Map(
      Object.entries(resources).map(([id, r]) => [
        id,
        [...references(r.Properties), ...[r.DependsOn ?? []].flat()].filter((d) => d in resources),
      ]),
    );
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (id: string, path: string[]): void => {
      if (state.get(id) === 'done') return;
      if (state.get(id) === 'visiting') throw new Error(`cycle: ${[...path, id].join(' -> ')}`);
      state.set(id, 'visiting');
      for (const next of edges.get(id) ?? []) visit(next, [...path, id]);
      state.set(id, 'done');
    };
    for (const id of edges.keys()) visit(id, []);
  });

  it('passes cdk-nag AwsSolutions with every finding acknowledged', () => {
    const report = new AwsSolutionsChecks(app).validateScope(app);
    const open = report.violations.map(
      (v) => `${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(open).toEqual([]);
    expect(report.success).toBe(true);
    expect(Stack.of(stack).stackName).toBe('EmotionJournal-prod');
  });
});

describe('EmotionJournalStack (optional context)', () => {
  it('adds Google and Facebook sign-in, with secrets from Secrets Manager', () => {
    const { template, app } = synth({
      webBuildDir: fakeWebBuild(),
      googleClientId: 'g.apps.googleusercontent.com',
      googleClientSecretName: 'ej/google',
      facebookAppId: '1234',
      facebookAppSecretName: 'ej/facebook',
      adminEmails: 'Admin@Example.com',
    });
    for (const [type, secret] of [
      ['Google', 'ej/google'],
      ['Facebook', 'ej/facebook'],
    ] as const) {
      template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderType: type,
        ProviderDetails: Match.objectLike({
          client_secret: `{{resolve:secretsmanager:${secret}:SecretString:::}}`,
        }),
      });
    }
    const [[, client]] = resourcesOf(template, 'AWS::Cognito::UserPoolClient') as [
      [string, Resource],
    ];
    expect(client.Properties?.SupportedIdentityProviders).toEqual(
      expect.arrayContaining([
        'COGNITO',
        { Ref: expect.stringMatching(/^AuthGoogle/) },
        { Ref: expect.stringMatching(/^AuthFacebook/) },
      ]),
    );
    const fn = routeFunction(template, routes[0]!);
    expect(fn.Properties?.Environment?.Variables?.ADMIN_EMAILS).toBe('admin@example.com');
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });

  it('uses the custom domain for APP_URL and callbacks, with TLS 1.2', () => {
    const { template, app } = synth({
      webBuildDir: fakeWebBuild(),
      domainName: 'journal.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['journal.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://journal.example.com/login'],
      LogoutURLs: ['https://journal.example.com/'],
    });
    expect(routeFunction(template, routes[0]!).Properties?.Environment?.Variables?.APP_URL).toBe(
      'https://journal.example.com',
    );
    expect(new AwsSolutionsChecks(app).validateScope(app).violations).toEqual([]);
  });

  it('warns and skips the site upload when there is no web build', () => {
    const { stack, template } = synth({ webBuildDir: '/nonexistent/web-build' });
    Annotations.fromStack(stack).hasWarning(
      '/EmotionJournal-prod/Web',
      Match.stringLikeRegexp('No web build'),
    );
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it('names the stage in the stack name', () => {
    const { stack } = synth({ stage: 'dev', webBuildDir: '/nonexistent' });
    expect(stack.stackName).toBe('EmotionJournal-dev');
  });

  it('refuses invalid context with the list of problems', () => {
    expect(() => synth({ aiDailyQuota: 'lots', googleClientId: 'x' })).toThrow(
      /Invalid CDK context/,
    );
  });
});

describe('handlerFunction (real bundling)', () => {
  it('names the missing handler file instead of failing inside esbuild', () => {
    expect(() =>
      handlerFunction(new Stack(), 'Missing', {
        handler: 'no-such-handler',
        code: 'bundle',
        environment: {},
      }),
    ).toThrow(
      /handler module "no-such-handler" not found at .*lambdas\/handlers\/no-such-handler\.ts/,
    );
  });

  it('bundles a handler with the environment as its only source of AWS credentials', () => {
    const app = new App();
    const stack = new Stack(app, 'Bundled');
    // The analysis reads DynamoDB and KMS and calls Bedrock, whose client alone imports tokens.
    handlerFunction(stack, 'Analyze', { handler: 'analyze', code: 'bundle', environment: {} });
    const assembly = app.synth();
    const [bundleDir] = readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    const code = readFileSync(join(assembly.directory, bundleDir!, 'index.mjs'), 'utf8');
    // fromEnv's own message is there; the default chain's other sources are not.
    expect(code).toContain('Unable to find environment variable credentials');
    expect(code).not.toContain('credential_process');
    expect(code).not.toContain('AWS_WEB_IDENTITY_TOKEN_FILE');
    expect(code).toContain('No bearer token');
    expect(code).not.toContain('SSOOIDC');
  }, 60_000);
});
