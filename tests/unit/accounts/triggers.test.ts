import './setup-env';
import {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { issueChallenge } from '../../../lambdas/adapters/captcha';
import { handler as customMessage } from '../../../lambdas/handlers/triggers/custom-message';
import { handler as postConfirmation } from '../../../lambdas/handlers/triggers/post-confirmation';
import { handler as preAuthentication } from '../../../lambdas/handlers/triggers/pre-authentication';
import { handler as preSignUp } from '../../../lambdas/handlers/triggers/pre-sign-up';
import en from '../../../locales/en.json';
import ja from '../../../locales/ja.json';
import uk from '../../../locales/uk.json';

const dynamo = mockClient(DynamoDBDocumentClient);

async function solved(purpose: 'action' | 'signup' = 'action'): Promise<string> {
  const challenge = await issueChallenge(new Date(), purpose);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const base = {
  version: '1',
  region: 'local',
  userPoolId: 'local_test',
  userName: 'u-1',
  callerContext: { awsSdkVersion: 'x', clientId: 'c' },
};

function signUpEvent(request: Record<string, unknown>, triggerSource = 'PreSignUp_SignUp') {
  return {
    ...base,
    triggerSource,
    request: { userAttributes: { email: 'a@example.com' }, ...request },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  } as any;
}

beforeEach(() => {
  dynamo.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('PreSignUp: no user without accepted terms and a solved human check', () => {
  it('accepts the solution from the validation data', async () => {
    const event = signUpEvent({
      validationData: { captchaToken: await solved('signup') },
      clientMetadata: { termsAccepted: 'true' },
    });
    await expect(preSignUp(event)).resolves.toBe(event);
  });

  it('accepts the solution from the client metadata', async () => {
    const event = signUpEvent({
      clientMetadata: { captchaToken: await solved('signup'), termsAccepted: 'true' },
    });
    await expect(preSignUp(event)).resolves.toBe(event);
  });

  it.each([
    ['no human check', { clientMetadata: { termsAccepted: 'true' } }, 'captcha_invalid'],
    [
      'a garbage token',
      { clientMetadata: { termsAccepted: 'true', captchaToken: 'xyz' } },
      'captcha_invalid',
    ],
    ['terms not accepted', { clientMetadata: { captchaToken: 'any' } }, 'terms_required'],
    ['no metadata at all', {}, 'terms_required'],
  ])('refuses %s', async (_label, request, message) => {
    await expect(preSignUp(signUpEvent(request))).rejects.toThrow(message);
  });

  it('refuses a replayed solution', async () => {
    const token = await solved('signup');
    dynamo
      .on(PutCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'used', $metadata: {} }));
    await expect(
      preSignUp(signUpEvent({ clientMetadata: { captchaToken: token, termsAccepted: 'true' } })),
    ).rejects.toThrow('captcha_invalid');
  });

  it('refuses a solution of the easier challenge every other action uses', async () => {
    const event = signUpEvent({
      clientMetadata: { captchaToken: await solved('action'), termsAccepted: 'true' },
    });
    await expect(preSignUp(event)).rejects.toThrow('captcha_invalid');
  });

  it.each(['PreSignUp_AdminCreateUser'])('lets %s through', async (source) => {
    const event = signUpEvent({}, source);
    await expect(preSignUp(event)).resolves.toBe(event);
  });
});

describe('PreAuthentication: no password check without a solved human check', () => {
  const authEvent = (validationData?: Record<string, string>) =>
    ({
      ...base,
      triggerSource: 'PreAuthentication_Authentication',
      request: { userAttributes: { sub: 'u-1' }, validationData, userNotFound: false },
      response: {},
    }) as any;

  it('accepts a solution passed as client metadata (Cognito gives it as validationData)', async () => {
    const event = authEvent({ captchaToken: await solved() });
    await expect(preAuthentication(event)).resolves.toBe(event);
  });

  it.each([
    ['missing', undefined],
    ['empty', { captchaToken: '' }],
    ['garbage', { captchaToken: 'garbage' }],
  ])('refuses a %s solution', async (_label, data) => {
    await expect(preAuthentication(authEvent(data))).rejects.toThrow('captcha_invalid');
  });
});

describe('PostConfirmation: the account record, written by the server once', () => {
  const confirmEvent = (
    attributes: Record<string, string>,
    triggerSource = 'PostConfirmation_ConfirmSignUp',
  ) => ({ ...base, triggerSource, request: { userAttributes: attributes }, response: {} }) as any;

  const transaction = () =>
    dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

  it('creates the account with the acceptance time and counts the user', async () => {
    await postConfirmation(confirmEvent({ sub: 'u-1', email: 'Olena@Example.com', locale: 'uk' }));
    const [guard, account, count] = transaction();
    // Guarded like every user write: an account never reappears while its user is erased.
    expect(guard!.ConditionCheck?.ConditionExpression).toBe('attribute_not_exists(erasedAt)');
    const put = account!.Put!;
    expect(put.Item).toMatchObject({
      userId: 'u-1',
      sk: 'account',
      email: 'olena@example.com',
      isAdmin: false,
      tosAccepted: true,
      privacyAccepted: true,
      language: 'uk',
    });
    expect(put.Item!.acceptedAt).toBe(put.Item!.createdAt);
    expect(put.ConditionExpression).toBe('attribute_not_exists(sk)');
    // The count moves in the same transaction as the record, so only with it.
    expect(count!.Update).toMatchObject({
      TableName: 'system-test',
      Key: { pk: 'userCount' },
      ExpressionAttributeValues: { ':delta': 1 },
    });
  });

  it('does not count a user twice when Cognito retries', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed' },
          { Code: 'None' },
        ],
      }),
    );
    await postConfirmation(confirmEvent({ sub: 'u-1', email: 'a@example.com' }));
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('records no acceptance for a federated first sign-in', async () => {
    await postConfirmation(
      confirmEvent({
        sub: 'u-2',
        email: 'g@example.com',
        identities: '[{"providerName":"Google"}]',
      }),
    );
    expect(transaction()[1]!.Put!.Item).toMatchObject({
      tosAccepted: false,
      privacyAccepted: false,
    });
  });

  it('ignores a confirmed password reset', async () => {
    await postConfirmation(
      confirmEvent(
        { sub: 'u-1', email: 'a@example.com' },
        'PostConfirmation_ConfirmForgotPassword',
      ),
    );
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('CustomMessage: the verification email in the user’s language', () => {
  const messageEvent = (
    triggerSource: string,
    attributes: Record<string, string>,
    clientMetadata?: Record<string, string>,
  ) =>
    ({
      ...base,
      triggerSource,
      request: {
        userAttributes: attributes,
        codeParameter: '{####}',
        usernameParameter: null,
        clientMetadata,
      },
      response: {},
    }) as any;

  it.each([
    [
      'CustomMessage_SignUp',
      { email: 'a+b@example.com', locale: 'uk' },
      undefined,
      uk.email.verify.subject,
    ],
    [
      'CustomMessage_ResendCode',
      { email: 'a+b@example.com' },
      { language: 'ja' },
      ja.email.verify.subject,
    ],
    [
      'CustomMessage_SignUp',
      { email: 'a+b@example.com', locale: 'en' },
      undefined,
      en.email.verify.subject,
    ],
    [
      'CustomMessage_SignUp',
      { email: 'a+b@example.com', locale: 'de' },
      undefined,
      uk.email.verify.subject,
    ],
  ])('%s %j %j', async (source, attributes, metadata, subject) => {
    const { response } = await customMessage(messageEvent(source, attributes, metadata));
    expect(response.emailSubject).toBe(subject);
    expect(response.emailMessage).toContain(
      'https://journal.example/verify-email?mode=verifyEmail&code={####}&email=a%2Bb%40example.com',
    );
    // Cognito fills in the first placeholder only.
    expect(response.emailMessage!.split('{####}')).toHaveLength(2);
  });

  it('leaves other messages to Cognito', async () => {
    const { response } = await customMessage(
      messageEvent('CustomMessage_AdminCreateUser', { email: 'a@example.com' }),
    );
    expect(response.emailMessage).toBeUndefined();
  });
});
