import './setup-env';
import {
  AdminLinkProviderForUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { externalIdentity, isFederatedSignIn } from '../../../lambdas/domain/federation';
import { handler as preAuthentication } from '../../../lambdas/handlers/triggers/pre-authentication';
import { handler as preSignUp } from '../../../lambdas/handlers/triggers/pre-sign-up';

const cognito = mockClient(CognitoIdentityProviderClient);
beforeEach(() => cognito.reset());

const base = {
  version: '1',
  region: 'eu-central-1',
  userPoolId: 'eu-central-1_pool',
  callerContext: { awsSdkVersion: 'x', clientId: 'client' },
};

describe('who is signing in through a provider', () => {
  it.each([
    ['Google_1234567890', { name: 'Google', subject: '1234567890' }],
    ['google_98765', { name: 'Google', subject: '98765' }],
    ['Facebook_10223', { name: 'Facebook', subject: '10223' }],
    ['a1b2c3d4-uuid', undefined],
    ['olena@example.com', undefined],
  ])('%s → %j', (userName, identity) => expect(externalIdentity(userName)).toEqual(identity));

  it.each([
    [{ 'cognito:user_status': 'EXTERNAL_PROVIDER' }, true],
    [{ identities: '[{"providerName":"Google"}]' }, true],
    [{ 'cognito:user_status': 'CONFIRMED', email: 'a@b.c' }, false],
  ])('%j federated → %s', (attributes, expected) =>
    expect(isFederatedSignIn(attributes)).toBe(expected),
  );
});

describe('PreAuthentication for a returning Google or Facebook user', () => {
  it('lets them through without our human check (the provider signed them in)', async () => {
    const event = {
      ...base,
      triggerSource: 'PreAuthentication_Authentication',
      userName: 'Google_1234567890',
      request: {
        userAttributes: { 'cognito:user_status': 'EXTERNAL_PROVIDER', email: 'g@example.com' },
        validationData: {},
        userNotFound: false,
      },
      response: {},
    } as any;
    await expect(preAuthentication(event)).resolves.toBe(event);
  });

  it('still refuses a password sign-in without the check', async () => {
    const event = {
      ...base,
      triggerSource: 'PreAuthentication_Authentication',
      userName: 'uuid',
      request: { userAttributes: { email: 'a@example.com' }, validationData: {} },
      response: {},
    } as any;
    await expect(preAuthentication(event)).rejects.toThrow('captcha_invalid');
  });
});

describe('PreSignUp for a first Google or Facebook sign-in', () => {
  const external = (userName: string, email?: string) =>
    ({
      ...base,
      triggerSource: 'PreSignUp_ExternalProvider',
      userName,
      request: { userAttributes: email ? { email } : {} },
      response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
    }) as any;

  it('confirms the user and marks the email verified (Facebook sends no verified flag)', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    const event = await preSignUp(external('Facebook_10223', 'Olena@Example.com'));
    expect(event.response).toMatchObject({ autoConfirmUser: true, autoVerifyEmail: true });
    expect(cognito.commandCalls(ListUsersCommand)[0]!.args[0].input.Filter).toBe(
      'email = "olena@example.com"',
    );
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)).toHaveLength(0);
  });

  it('links the identity to an existing account with that email instead of making a second', async () => {
    cognito.on(ListUsersCommand).resolves({
      Users: [
        { Username: 'Google_555', UserStatus: 'EXTERNAL_PROVIDER' },
        { Username: 'native-uuid', UserStatus: 'CONFIRMED' },
      ],
    });
    cognito.on(AdminLinkProviderForUserCommand).resolves({});
    await expect(preSignUp(external('Google_1234567890', 'olena@example.com'))).rejects.toThrow(
      'account_linked',
    );
    expect(cognito.commandCalls(AdminLinkProviderForUserCommand)[0]!.args[0].input).toEqual({
      UserPoolId: base.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: 'native-uuid' },
      SourceUser: {
        ProviderName: 'Google',
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: '1234567890',
      },
    });
  });

  it('needs no human check and no terms in the trigger (the app asks for the terms later)', async () => {
    cognito.on(ListUsersCommand).resolves({ Users: [] });
    await expect(preSignUp(external('Google_1', 'new@example.com'))).resolves.toBeDefined();
  });
});
