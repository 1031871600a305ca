import { readFile, writeFile, mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import pino from 'pino';
import { DefaultConfig } from 'cognito-local/lib/server/config.js';
import { createServer } from 'cognito-local/lib/server/server.js';
import { Router, type Route } from 'cognito-local/lib/server/Router.js';
import { InvalidParameterError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
} from 'cognito-local/lib/services/index.js';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService.js';
import { CryptoService } from 'cognito-local/lib/services/crypto.js';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb.js';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import { otp } from 'cognito-local/lib/services/otp.js';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator.js';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService.js';
import AWS from 'aws-sdk';
import { PASSWORD_MIN_LENGTH } from '../domain/account';
import { triggerFunctionName, type TriggerName } from '../routes';
import type { Outbox } from './outbox';

/** Triggers cognito-local calls itself; PreSignUp and PreAuthentication are called by the proxy in front of it. */
const triggersCalledByCognitoLocal: TriggerName[] = ['CustomMessage', 'PostConfirmation'];

export interface RunningCognito {
  /** cognito-local's own loopback endpoint (the proxy forwards here). */
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  jwksUri: string;
  client: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * cognito-local in this process, with its data under `<dataDir>/cognito`. Its mail goes to the
 * local outbox instead of a console box, and its triggers go to `invokeEndpoint`, where the local
 * stack runs the real trigger handlers. `issuerDomain` is the public Cognito endpoint, so tokens
 * name the same issuer across restarts.
 */
export async function startCognito(options: {
  dataDir: string;
  invokeEndpoint: string;
  issuerDomain: string;
  outbox: Outbox;
}): Promise<RunningCognito> {
  const configDirectory = path.join(options.dataDir, 'cognito');
  const dataDirectory = path.join(configDirectory, 'db');
  await mkdir(dataDirectory, { recursive: true });

  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });
  const ctx = { logger };
  const config = {
    ...DefaultConfig,
    LambdaClient: {
      ...DefaultConfig.LambdaClient,
      endpoint: options.invokeEndpoint,
      maxRetries: 0,
    },
    TriggerFunctions: Object.fromEntries(
      triggersCalledByCognitoLocal.map((name) => [name, triggerFunctionName(name)]),
    ),
    TokenConfig: { IssuerDomain: options.issuerDomain },
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false as const },
  };

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig),
  );
  const sender: MessageSender = {
    async sendEmail(_ctx, _user, destination, message) {
      await options.outbox.send(
        destination,
        message.emailSubject ?? '',
        message.emailMessage ?? '',
      );
    },
    async sendSms() {
      // The product sends no SMS.
    },
  };
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const routes = Router(services);
  const router = (target: string) =>
    target === 'ResendConfirmationCode' ? resendConfirmationCode(services) : routes(target);
  const server = await createServer(router, logger, config.ServerConfig, services).start();
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

  const ids = await ensurePool(client, path.join(configDirectory, 'pool.json'));
  return {
    endpoint,
    ...ids,
    issuer: `${options.issuerDomain}/${ids.userPoolId}`,
    jwksUri: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
    client,
    stop: () =>
      new Promise((resolve) => {
        client.destroy();
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

/** The user pool and app client are created on first start and reused after. */
async function ensurePool(client: CognitoIdentityProviderClient, file: string): Promise<PoolIds> {
  try {
    const saved = JSON.parse(await readFile(file, 'utf8')) as PoolIds;
    await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
    return saved;
  } catch {
    // First start, or the pool is gone (its data was wiped): create both.
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'emotion-journal',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: PASSWORD_MIN_LENGTH } },
    }),
  );
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: UserPool!.Id!,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { userPoolId: UserPool!.Id!, userPoolClientId: UserPoolClient!.ClientId! };
  await writeFile(file, JSON.stringify(ids, null, 2));
  return ids;
}

/**
 * Cognito's ResendConfirmationCode, which cognito-local lacks: a new code for an unconfirmed
 * user, delivered through the CustomMessage trigger (source ResendCode) like the first one.
 */
function resendConfirmationCode(services: Services): Route {
  return async (
    ctx,
    req: { ClientId: string; Username: string; ClientMetadata?: Record<string, string> },
  ) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    if (user.UserStatus !== 'UNCONFIRMED')
      throw new InvalidParameterError('User is already confirmed.');
    const email = user.Attributes.find((a) => a.Name === 'email')?.Value;
    if (!email) throw new InvalidParameterError('User has no email.');
    const code = services.otp();
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code });
    const delivery = {
      AttributeName: 'email' as const,
      DeliveryMedium: 'EMAIL' as const,
      Destination: email,
    };
    await services.messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      delivery,
    );
    return { CodeDeliveryDetails: delivery };
  };
}
