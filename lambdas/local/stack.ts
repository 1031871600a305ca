import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCognito } from './cognito-local';
import { createCognitoProxy } from './cognito-proxy';
import { createDevRoutes } from './dev-routes';
import { localTableNames, startDynamo } from './dynamo-local';
import { createTokenVerifier } from './jwt';
import { Outbox } from './outbox';
import { startLocalPayments } from './payments';
import { assertPortFree } from './ports';
import { ensureReminderKeys } from './reminder-keys';
import { ensureLocalSecrets } from './secrets';
import { publicPrices } from '../domain/payments/prices';
import { createInvokeHandler, createRequestHandler, type ServerParts } from './server';
import { localReminderTarget, startLocalServices } from './services';
import { allowedHosts, isLoopback, type LocalSettings } from './settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningStack {
  url: string;
  stop(): Promise<void>;
}

/**
 * The whole product on one machine: dynalite, cognito-local behind its proxy, the API with the
 * same handlers as Lambda, the trigger invoke endpoint, and the web app, all on one origin.
 */
export async function startLocalStack(settings: LocalSettings): Promise<RunningStack> {
  const { port, dataDir } = settings;
  await assertPortFree(port);
  await mkdir(dataDir, { recursive: true });
  const url = `http://localhost:${port}`;

  const outbox = new Outbox(dataDir);
  const dynamo = await startDynamo(dataDir, settings.dynamoLatencyMs);
  console.log(
    `[stack] DynamoDB (dynalite)  ${dynamo.endpoint}  data in ${path.join(dataDir, 'dynamo')}`,
  );
  const secrets = await ensureLocalSecrets(dataDir);
  const reminderKeys = await ensureReminderKeys(dataDir);
  const services = await startLocalServices(dataDir, outbox);
  console.log(
    `[stack] Scheduler, SES, push ${services.endpoint}  schedules and outbox in ${dataDir}`,
  );
  // cognito-local runs the triggers through the Lambda Invoke API, served on a loopback port of
  // its own: the public port never runs a trigger.
  const invokeServer = http.createServer(createInvokeHandler());
  const invokePort = await listen(invokeServer, 0, '127.0.0.1');
  const payments = await startLocalPayments({
    dataDir,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe-webhook`,
    generatedWebhookSecret: secrets.stripeWebhookSecret,
  });
  const cognito = await startCognito({
    dataDir,
    invokeEndpoint: `http://127.0.0.1:${invokePort}`,
    issuerDomain: `${url}/cognito`,
    outbox,
  });
  console.log(
    `[stack] Cognito (cognito-local) ${cognito.endpoint}  pool ${cognito.userPoolId}, served at ${url}/cognito`,
  );

  // Handlers read their settings from the environment, as on Lambda; set it before any loads.
  Object.assign(process.env, {
    MODE: 'local',
    APP_URL: url,
    TABLE_NAME: localTableNames.journal,
    SYSTEM_TABLE_NAME: localTableNames.system,
    KEYS_TABLE_NAME: localTableNames.keys,
    LOCAL_MASTER_KEY_FILE: secrets.masterKeyFile,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.userPoolClientId,
    CAPTCHA_SECRET: secrets.captchaSecret,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    REMINDER_SCHEDULE_GROUP: 'emotion-journal-reminders',
    REMINDER_TARGET_ARN: localReminderTarget,
    REMINDER_ROLE_ARN: 'arn:aws:iam::000000000000:role/emotion-journal-reminders',
    REMINDER_LINK_SECRET: reminderKeys.linkSecret,
    VAPID_PUBLIC_KEY: reminderKeys.vapid.publicKey,
    VAPID_PRIVATE_KEY: reminderKeys.vapid.privateKey,
    EMAIL_FROM: 'Emotion Journal <journal@localhost>',
    PUSH_OUTBOX_URL: `${services.endpoint}/push`,
    AWS_ENDPOINT_URL_SCHEDULER: services.endpoint,
    AWS_ENDPOINT_URL_SESV2: services.endpoint,
    // No CloudWatch here: embedded-metric lines would only crowd the console.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...payments.environment,
  });
  const { createSeeder } = await import('./seed');
  // Data written by an earlier version is brought up to date before the first request.
  const { runMigrations } = await import('../migrations/run');
  await runMigrations();

  const server = http.createServer();
  let web: ServerParts['web'];
  let closeVite = async () => {};
  if (settings.dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.join(repoRoot, 'vite.config.ts'),
      // Hot reload over the stack's own port, so stacks side by side never collide.
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
    });
    web = { vite: vite.middlewares };
    closeVite = () => vite.close();
  } else {
    web = { root: path.join(repoRoot, 'dist', 'web') };
  }

  const handler = createRequestHandler({
    allowedHosts: allowedHosts(settings),
    webConfig: (origin) => ({
      mode: 'local',
      region: 'local',
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      cognitoEndpoint: `${origin}/cognito/`,
      authFlow: 'USER_PASSWORD_AUTH',
      providers: { google: false, facebook: false },
      sessionIdleMinutes: settings.sessionIdleMinutes,
      vapidPublicKey: reminderKeys.vapid.publicKey,
      payments: publicPrices(payments.prices),
    }),
    verifyToken: createTokenVerifier({
      issuer: cognito.issuer,
      audience: cognito.userPoolClientId,
      jwksUri: cognito.jwksUri,
    }),
    cognitoProxy: createCognitoProxy(cognito),
    devRoutes: createDevRoutes(outbox, createSeeder(cognito), payments.standin, services.scheduler),
    localPages: payments.pages,
    web,
  });
  server.on('request', handler);
  const servers = [server];
  const wildcard = settings.host === '0.0.0.0' || settings.host === '::';
  if (wildcard) await listen(server, port, settings.host);
  else {
    // Both loopbacks, so `localhost` works whichever of them it resolves to first.
    await listen(server, port, '127.0.0.1');
    for (const host of isLoopback(settings.host) ? ['::1'] : ['::1', settings.host]) {
      const extra = http.createServer(handler);
      if (await listen(extra, port, host).catch(() => undefined)) servers.push(extra);
      else if (host === settings.host) throw new Error(`Cannot listen on ${host}:${port}`);
    }
  }
  if (!isLoopback(settings.host)) {
    console.warn(
      `[stack] WARNING: listening on ${settings.host}, not only on this machine. Local mode is ` +
        'for one person on one machine: anyone who can reach this address can use the app as you.',
    );
  }
  console.log(`[stack] API and web app      ${url}${settings.dev ? '  (Vite, hot reload)' : ''}`);
  // Where the emulators listen this run, for tools and tests that inspect the data directly.
  await writeFile(
    path.join(dataDir, 'endpoints.json'),
    JSON.stringify(
      {
        url,
        dynamodb: dynamo.endpoint,
        cognito: cognito.endpoint,
        userPoolId: cognito.userPoolId,
        tables: localTableNames,
      },
      null,
      2,
    ),
  );

  return {
    url,
    async stop() {
      await Promise.all(
        [...servers, invokeServer].map(
          (each) =>
            new Promise<void>((resolve) => {
              each.close(() => resolve());
              each.closeAllConnections();
            }),
        ),
      );
      await closeVite();
      await payments.stop();
      await services.stop();
      await cognito.stop();
      await dynamo.stop();
    },
  };
}

/** Listens on `port` (0: any free one) at `host`; resolves with the port it got. */
function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
