import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { solvedCaptcha } from './captcha';
import { outbox } from './outbox';

export { outbox };

/** Talks to the local Cognito endpoint exactly as the web app (Amplify) does. */
export async function cognitoFor(baseUrl: string) {
  const config = (await (await fetch(`${baseUrl}/config.json`)).json()) as {
    userPoolClientId: string;
    cognitoEndpoint: string;
  };
  const client = new CognitoIdentityProviderClient({
    endpoint: config.cognitoEndpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const clientId = config.userPoolClientId;

  async function signUp(
    email: string,
    password: string,
    options: { captchaToken?: string; termsAccepted?: boolean; language?: string } = {},
  ) {
    const metadata: Record<string, string> = {
      ...(options.captchaToken ? { captchaToken: options.captchaToken } : {}),
      ...(options.termsAccepted === false ? {} : { termsAccepted: 'true' }),
      language: options.language ?? 'en',
    };
    return client.send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: options.language ?? 'en' },
        ],
        ValidationData: options.captchaToken
          ? [{ Name: 'captchaToken', Value: options.captchaToken }]
          : [],
        ClientMetadata: metadata,
      }),
    );
  }

  async function confirm(email: string, code: string) {
    return client.send(
      new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }),
    );
  }

  async function signIn(email: string, password: string, captchaToken?: string) {
    const result = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
        ClientMetadata: captchaToken ? { captchaToken } : undefined,
      }),
    );
    return result.AuthenticationResult!;
  }

  /** Sign-up, confirmation by the emailed link's code, and sign-in: a ready user's ID token. */
  async function newUser(email: string, password = 'Secret123') {
    await signUp(email, password, { captchaToken: await solvedCaptcha(baseUrl, 'signup') });
    const code = await verificationCode(baseUrl, email);
    await confirm(email, code);
    const tokens = await signIn(email, password, await solvedCaptcha(baseUrl));
    return { idToken: tokens.IdToken!, accessToken: tokens.AccessToken! };
  }

  return { client, clientId, signUp, confirm, signIn, newUser };
}

/** The code in the newest verification link sent to `email`. */
export async function verificationCode(baseUrl: string, email: string): Promise<string> {
  const [latest] = await outbox(baseUrl, email);
  const link = latest?.links.find((l) => l.includes('/verify-email'));
  if (!link) throw new Error(`no verification link for ${email}`);
  return new URL(link).searchParams.get('code')!;
}
