import { Aws, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { triggers, type TriggerName } from '../lambdas/routes';
import type { AppContext } from './context';
import { handlerFunction, type LambdaCode } from './lambda';
import type { EmailSender } from './permissions';
import { WebAcl } from './waf';
import { PASSWORD_MIN_LENGTH } from '../lambdas/domain/account';

export interface AuthProps {
  context: AppContext;
  /** https://… origin of the web app: OAuth callbacks and sign-out land there. */
  appUrl: string;
  /** Env of the trigger Lambdas (the shared env minus the pool's own ids, see Auth). */
  triggerEnvironment: Record<string, string>;
  lambdaCode: LambdaCode;
  /** Grants a trigger what its row of `triggerPermissions` names. */
  grantTrigger: (fn: lambda.Function, name: TriggerName, userPool: cognito.IUserPool) => void;
}

const operations: Record<TriggerName, cognito.UserPoolOperation> = {
  CustomMessage: cognito.UserPoolOperation.CUSTOM_MESSAGE,
  PreSignUp: cognito.UserPoolOperation.PRE_SIGN_UP,
  PreAuthentication: cognito.UserPoolOperation.PRE_AUTHENTICATION,
  PostConfirmation: cognito.UserPoolOperation.POST_CONFIRMATION,
};

/**
 * The Cognito user pool, its triggers, the web app client and the hosted domain for federation.
 *
 * The trigger Lambdas cannot be given USER_POOL_ID or USER_POOL_CLIENT_ID: the pool references the
 * triggers, so the triggers referencing the pool would be a dependency cycle that CloudFormation
 * rejects. Cognito puts both ids in every trigger event (`userPoolId`, `callerContext.clientId`).
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** Host name of the Cognito hosted domain (no scheme), known at synth without a reference. */
  readonly hostedDomain: string;
  readonly providers: { google: boolean; facebook: boolean };
  readonly triggerFunctions = {} as Record<TriggerName, lambda.Function>;
  readonly webAcl: WebAcl;
  /** The SES identity Cognito sends from, when the operator gave one. */
  readonly emailSender?: EmailSender;

  // Derived from names, not from the UserPoolDomain resource, so the CloudFront CSP can name the
  // domain without the distribution depending on the pool (whose triggers depend on CloudFront).
  private static hostedDomainPrefix(scope: Construct): string {
    const stack = Stack.of(scope);
    return `${stack.stackName.toLowerCase()}-${stack.account}`;
  }

  static hostedDomainOf(scope: Construct): string {
    return `${Auth.hostedDomainPrefix(scope)}.auth.${Stack.of(scope).region}.amazoncognito.com`;
  }

  /**
   * SES when the operator names a sender (an identity verified in SES, in this region, out of the
   * SES sandbox); otherwise Cognito's own sender, which allows about 50 emails a day.
   */
  private static emailSettings(
    scope: Construct,
    context: AppContext,
  ): cognito.UserPoolEmail | undefined {
    if (!context.sesSenderEmail) return undefined;
    return cognito.UserPoolEmail.withSES({
      fromEmail: context.sesSenderEmail,
      sesVerifiedDomain: context.sesVerifiedDomain,
      configurationSetName: context.sesConfigurationSet,
      // The pool's own region (a token when synthesized without one): Cognito then needs no
      // cross-region SES setup.
      sesRegion: Stack.of(scope).region,
    });
  }

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    const { context } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      // Name@Mail.com and name@mail.com are one person: one account, whatever the capitals.
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: PASSWORD_MIN_LENGTH,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Lite: everything this app uses (own sign-in pages over the API, triggers, Google and
      // Facebook, the classic hosted domain for the federation redirect) at $0.0055 per monthly
      // active user past 10,000 free ones. Essentials ($0.015) adds managed login, passwordless
      // and access-token customisation, none of which the app uses; Plus ($0.02, no free tier)
      // adds threat protection, which the WAF, the human check and the throttles stand in for.
      featurePlan: cognito.FeaturePlan.LITE,
      email: Auth.emailSettings(this, context),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          'SPEC.md fixes the password minimum at 6 characters with no class rules; sign-up and ' +
          'sign-in are also gated by the ALTCHA human check in PreSignUp/PreAuthentication.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'SPEC.md has no MFA: sign-in is email + password or Google/Facebook federation; MFA would ' +
          'be a product change, not an infrastructure default.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection needs the Plus feature plan ($0.02 per monthly active user, no free ' +
          'tier: $2,000 a month at 100,000 users); sign-up and sign-in abuse is met by the WAF on ' +
          'the pool (rate limit, IP reputation, managed rules) and the human check in the triggers.',
      },
    );

    // Sign-up, sign-in and token calls go from the browser to Cognito directly, past CloudFront.
    this.webAcl = new WebAcl(this, 'Waf', {
      scope: 'REGIONAL',
      name: `${Stack.of(this).stackName}-userpool`,
      // A sign-in is three or four calls, a token refresh one; shared addresses are common.
      rateLimits: [{ limit: 500 }],
    });
    new wafv2.CfnWebACLAssociation(this, 'WafAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: this.webAcl.acl.attrArn,
    });

    for (const name of Object.keys(triggers) as TriggerName[]) {
      const fn = handlerFunction(this, `${name}Trigger`, {
        handler: triggers[name],
        code: props.lambdaCode,
        environment: props.triggerEnvironment,
      });
      props.grantTrigger(fn, name, this.userPool);
      this.userPool.addTrigger(operations[name], fn);
      this.triggerFunctions[name] = fn;
    }
    if (context.sesSenderEmail) {
      const region = Stack.of(this).region;
      const identity = context.sesVerifiedDomain ?? context.sesSenderEmail;
      this.emailSender = {
        identityArn: `arn:${Aws.PARTITION}:ses:${region}:${Aws.ACCOUNT_ID}:identity/${identity}`,
        configurationSetArn: context.sesConfigurationSet
          ? `arn:${Aws.PARTITION}:ses:${region}:${Aws.ACCOUNT_ID}:configuration-set/${context.sesConfigurationSet}`
          : undefined,
      };
    }

    const { googleClientId, googleClientSecretName, facebookAppId, facebookAppSecretName } =
      context;
    if (googleClientId && googleClientSecretName) {
      new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: googleClientId,
        clientSecretValue: SecretValue.secretsManager(googleClientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: cognito.ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        },
      });
    }
    if (facebookAppId && facebookAppSecretName) {
      new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
        userPool: this.userPool,
        clientId: facebookAppId,
        // The L2 takes a string only; this is a `{{resolve:secretsmanager:…}}` dynamic reference
        // that CloudFormation resolves at deploy time, so the secret never enters the template.
        clientSecret: SecretValue.secretsManager(facebookAppSecretName).unsafeUnwrap(),
        scopes: ['public_profile', 'email'],
        attributeMapping: { email: cognito.ProviderAttribute.FACEBOOK_EMAIL },
      });
    }
    this.providers = {
      google: Boolean(googleClientId && googleClientSecretName),
      facebook: Boolean(facebookAppId && facebookAppSecretName),
    };

    this.client = this.userPool.addClient('WebClient', {
      // SRP only: the password never leaves the browser. Refresh tokens are always allowed.
      authFlows: { userSrp: true, userPassword: false, adminUserPassword: false, custom: false },
      generateSecret: false,
      preventUserExistenceErrors: true,
      // supportedIdentityProviders left unset: the L2 then lists COGNITO plus every provider
      // registered on the pool above, by reference, so the client is created after them.
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${props.appUrl}/login`],
        logoutUrls: [`${props.appUrl}/`],
      },
    });

    new cognito.UserPoolDomain(this, 'HostedDomain', {
      userPool: this.userPool,
      cognitoDomain: { domainPrefix: Auth.hostedDomainPrefix(this) },
    });
    this.hostedDomain = Auth.hostedDomainOf(this);
  }
}
