import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
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
import { ensureLocalSecrets } from './secrets';
import { createRequestHandler, type ServerParts } from './server';
import { publicPrices } from '../domain/payments/prices';
import type { LocalSettings } from './settings';

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
  const dynamo = await startDynamo(dataDir);
  console.log(
    `[stack] DynamoDB (dynalite)  ${dynamo.endpoint}  data in ${path.join(dataDir, 'dynamo')}`,
  );
  const secrets = await ensureLocalSecrets(dataDir);
  const payments = await startLocalPayments({
    dataDir,
    webhookUrl: `http://127.0.0.1:${port}/api/stripe-webhook`,
    generatedWebhookSecret: secrets.stripeWebhookSecret,
  });
  const cognito = await startCognito({
    dataDir,
    invokeEndpoint: `http://127.0.0.1:${port}`,
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
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.userPoolClientId,
    CAPTCHA_SECRET: secrets.captchaSecret,
    AWS_REGION: 'local',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
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

  server.on(
    'request',
    createRequestHandler({
      webConfig: (origin) => ({
        mode: 'local',
        region: 'local',
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        cognitoEndpoint: `${origin}/cognito/`,
        authFlow: 'USER_PASSWORD_AUTH',
        providers: { google: false, facebook: false },
        payments: publicPrices(payments.prices),
      }),
      verifyToken: createTokenVerifier({
        issuer: cognito.issuer,
        audience: cognito.userPoolClientId,
        jwksUri: cognito.jwksUri,
      }),
      cognitoProxy: createCognitoProxy(cognito),
      devRoutes: createDevRoutes(outbox, createSeeder(cognito), payments.standin),
      localPages: payments.pages,
      web,
    }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeVite();
      await payments.stop();
      await cognito.stop();
      await dynamo.stop();
    },
  };
}
