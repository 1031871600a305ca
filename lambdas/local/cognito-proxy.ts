import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RunningCognito } from './cognito-local';
import { invokeTrigger } from './triggers';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/**
 * The client operations the app uses, and nothing else: never `Admin*`, `List*` or pool
 * management, which in AWS need the operator's credentials and here would need none.
 */
export const allowedOperations = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GlobalSignOut',
  'RevokeToken',
]);

/**
 * Email addresses are compared without regard to case, as the user pool in AWS does
 * (`signInCaseSensitive: false`): `Name@Mail.com` and `name@mail.com` are one account.
 */
function lowercaseEmails(target: string, input: Record<string, any>): void {
  const lower = (value: unknown) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (typeof input.Username === 'string') input.Username = lower(input.Username);
  if (target === 'InitiateAuth' && input.AuthParameters?.USERNAME) {
    input.AuthParameters.USERNAME = lower(input.AuthParameters.USERNAME);
  }
  if (Array.isArray(input.UserAttributes)) {
    for (const attribute of input.UserAttributes) {
      if (attribute?.Name === 'email') attribute.Value = lower(attribute.Value);
    }
  }
}

function refuse(response: ServerResponse, status: number, type: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify({ __type: type, message }));
}

/**
 * The local Cognito endpoint the browser and tests talk to. It forwards to cognito-local and makes
 * it behave as Cognito in AWS where it does not:
 * - SignUp: PreSignUp receives the request's validation data and client metadata (cognito-local
 *   passes client metadata only), and a rejection creates no user.
 * - InitiateAuth: PreAuthentication runs before the password is checked (cognito-local has none),
 *   with the client metadata as validation data, as AWS passes it.
 * - ConfirmSignUp: the email becomes verified (cognito-local leaves `email_verified` false).
 * - InitiateAuth and ChangePassword: a wrong password is NotAuthorizedException, as in AWS.
 */
export function createCognitoProxy(cognito: RunningCognito) {
  async function forward(
    request: IncomingMessage,
    subPath: string,
    body: Buffer,
  ): Promise<{ status: number; headers: Headers; body: Buffer }> {
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'x-amz-target', 'authorization']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await fetch(`${cognito.endpoint}${subPath}`, {
      method: request.method,
      headers,
      body:
        request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  function lambdaRejection(trigger: string, error: unknown) {
    return {
      status: 400,
      body: {
        __type: 'UserLambdaValidationException',
        message: `${trigger} failed with error ${(error as Error).message}.`,
      },
    };
  }

  async function userAttributes(username: string): Promise<Record<string, string> | undefined> {
    try {
      const user = await cognito.client.send(
        new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: username }),
      );
      return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name!, a.Value ?? '']));
    } catch (error) {
      if (error instanceof UserNotFoundException) return undefined;
      throw error;
    }
  }

  /** Runs the trigger AWS would run before the action; a returned value is the refusal to send. */
  async function before(target: string, input: Record<string, any>) {
    const base = {
      version: '1',
      region: 'local',
      userPoolId: cognito.userPoolId,
      callerContext: { awsSdkVersion: 'local', clientId: input.ClientId },
    };
    if (target === 'SignUp') {
      const attributes = Object.fromEntries(
        ((input.UserAttributes ?? []) as { Name: string; Value: string }[]).map((a) => [
          a.Name,
          a.Value,
        ]),
      );
      const toRecord = (list?: { Name: string; Value: string }[]) =>
        Object.fromEntries((list ?? []).map((a) => [a.Name, a.Value]));
      try {
        await invokeTrigger('PreSignUp', {
          ...base,
          triggerSource: 'PreSignUp_SignUp',
          userName: input.Username,
          request: {
            userAttributes: { email: input.Username, ...attributes },
            validationData: toRecord(input.ValidationData),
            clientMetadata: input.ClientMetadata ?? {},
          },
          response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
        });
      } catch (error) {
        return lambdaRejection('PreSignUp', error);
      }
    }
    if (target === 'InitiateAuth' && input.AuthFlow === 'USER_PASSWORD_AUTH') {
      const username = input.AuthParameters?.USERNAME;
      const attributes = typeof username === 'string' ? await userAttributes(username) : undefined;
      if (attributes) {
        try {
          await invokeTrigger('PreAuthentication', {
            ...base,
            triggerSource: 'PreAuthentication_Authentication',
            userName: attributes.sub ?? username,
            request: {
              userAttributes: attributes,
              validationData: input.ClientMetadata ?? {},
              userNotFound: false,
            },
            response: {},
          });
        } catch (error) {
          return lambdaRejection('PreAuthentication', error);
        }
      }
    }
    return undefined;
  }

  return async function handle(
    request: IncomingMessage,
    response: ServerResponse,
    subPath: string,
    body: Buffer,
  ): Promise<void> {
    const targetHeader = request.headers['x-amz-target'];
    const target =
      typeof targetHeader === 'string' && targetHeader.startsWith(TARGET_PREFIX)
        ? targetHeader.slice(TARGET_PREFIX.length)
        : undefined;
    if (request.method !== 'POST' || subPath !== '/' || !target || !allowedOperations.has(target)) {
      return refuse(
        response,
        400,
        'NotAuthorizedException',
        'This operation is not available through the local Cognito endpoint.',
      );
    }
    let input: Record<string, any>;
    try {
      input = JSON.parse(body.toString('utf8') || '{}');
    } catch {
      return refuse(response, 400, 'SerializationException', 'The request body is not JSON.');
    }
    lowercaseEmails(target, input);
    const refusal = await before(target, input);
    if (refusal) {
      response.writeHead(refusal.status, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify(refusal.body));
      return;
    }
    const result = await forward(request, subPath, Buffer.from(JSON.stringify(input)));
    if (target === 'ConfirmSignUp' && result.status === 200) {
      await cognito.client.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: cognito.userPoolId,
          Username: input.Username,
          // cognito-local insists the email comes with its verified flag.
          UserAttributes: [
            { Name: 'email', Value: input.Username },
            { Name: 'email_verified', Value: 'true' },
          ],
        }),
      );
    }
    const contentType = result.headers.get('content-type') ?? 'application/json';
    // AWS answers a wrong password (at sign-in, or as the current one of a password change) with
    // NotAuthorizedException; cognito-local names it InvalidPasswordException.
    if (
      (target === 'InitiateAuth' || target === 'ChangePassword') &&
      result.status === 400 &&
      result.body.includes('InvalidPasswordException')
    ) {
      response.writeHead(400, { 'content-type': contentType });
      response.end(
        JSON.stringify({
          __type: 'NotAuthorizedException',
          message: 'Incorrect username or password.',
        }),
      );
      return;
    }
    response.writeHead(result.status, { 'content-type': contentType });
    response.end(result.body);
  };
}
