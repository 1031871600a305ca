import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import * as cognitoSdk from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedOperations } from '../../lambdas/local/cognito-proxy';
import { startStackProcess, type StackProcess } from '../support/stack-process';
import { baseUrl } from './helpers';

const port = () => Number(new URL(baseUrl()).port);

/** An address of this machine that is not loopback (CI containers have one), if any. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** A raw request, so the Host header is whatever a hostile page would send. */
function raw(options: http.RequestOptions & { body?: string }) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: port(), ...options }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

const cognitoCall = (operation: string, body: object = {}) =>
  fetch(`${baseUrl()}/cognito/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });

describe('the local stack is for one person on one machine', () => {
  it.skipIf(!outsideAddress)('refuses connections that do not come through loopback', async () => {
    const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      const socket = net.connect(port(), outsideAddress!);
      socket.once('connect', () => {
        socket.destroy();
        resolve(undefined);
      });
      socket.once('error', resolve);
    });
    expect(error?.code).toBe('ECONNREFUSED');
  });

  it.each(['evil.example', `evil.example:${8080}`, 'localhost.evil.example', '192.168.1.7'])(
    'refuses a request for Host %s (DNS rebinding) on every path',
    async (host) => {
      for (const path of [
        '/',
        '/api/health',
        '/config.json',
        '/cognito/',
        '/api/dev/outbox?to=a@b.c',
      ]) {
        expect((await raw({ path, headers: { host } })).status).toBe(421);
      }
    },
  );

  it('answers its own names', async () => {
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`]) {
      expect((await raw({ path: '/api/health', headers: { host } })).status).toBe(200);
    }
  });

  it('forwards no Admin, List or pool-management operation to Cognito', async () => {
    const operations = Object.keys(cognitoSdk)
      .filter((name) => name.endsWith('Command') && name !== 'Command')
      .map((name) => name.slice(0, -'Command'.length))
      .filter((name) => !allowedOperations.has(name));
    expect(operations.filter((o) => o.startsWith('Admin')).length).toBeGreaterThan(20);
    expect(operations).toEqual(
      expect.arrayContaining(['ListUsers', 'CreateUserPool', 'DeleteUserPool']),
    );
    for (const operation of operations) {
      const response = await cognitoCall(operation, { UserPoolId: 'local_x', Username: 'a@b.c' });
      expect({ operation, status: response.status }).toEqual({ operation, status: 400 });
      expect(((await response.json()) as { __type: string }).__type).toBe('NotAuthorizedException');
    }
  });

  it('does not run triggers from the public port', async () => {
    const result = await raw({
      method: 'POST',
      path: '/2015-03-31/functions/emotion-journal-PostConfirmation/invocations',
      headers: { host: `localhost:${port()}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        triggerSource: 'PostConfirmation_ConfirmSignUp',
        request: { userAttributes: { sub: 'forged', email: 'forged@example.com' } },
      }),
    });
    expect(result.status).toBe(405);
  });
});

describe('widened with HOST', () => {
  let stack: StackProcess | undefined;
  afterAll(async () => stack?.stop());

  it.skipIf(!outsideAddress)(
    'warns, answers on that address, and keeps the dev routes to this machine',
    async () => {
      stack = await startStackProcess({ env: { HOST: outsideAddress! } });
      expect(stack.output()).toMatch(/WARNING: listening on/);
      const url = new URL(stack.url);
      const outside = `http://${outsideAddress}:${url.port}`;
      expect((await fetch(`${outside}/api/health`)).status).toBe(200);
      // Connected through the outside address, the peer is not loopback: no outbox, no seeding.
      expect((await fetch(`${outside}/api/dev/outbox?to=a@example.com`)).status).toBe(404);
      const seed = await fetch(`${outside}/api/dev/seed`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.com', password: 'Secret123', days: 1 }),
      });
      expect(seed.status).toBe(404);
    },
  );
});

describe('email addresses, whatever their capitals', () => {
  it('makes one account of Name@Mail.com and name@mail.com, and signs in with either', async () => {
    const { cognitoFor } = await import('../support/cognito');
    const { solvedCaptcha } = await import('../support/captcha');
    const cognito = await cognitoFor(baseUrl());
    const local = `Case.${Date.now()}`;
    const mixed = `${local}@Example.COM`;
    await cognito.newUser(mixed);
    // The same address in other capitals is the same account: a second sign-up is refused.
    await expect(
      cognito.signUp(mixed.toLowerCase(), 'Secret123', {
        captchaToken: await solvedCaptcha(baseUrl(), 'signup'),
      }),
    ).rejects.toMatchObject({ name: 'UsernameExistsException' });
    for (const spelling of [mixed, mixed.toLowerCase(), mixed.toUpperCase()]) {
      const tokens = await cognito.signIn(spelling, 'Secret123', await solvedCaptcha(baseUrl()));
      expect(tokens.IdToken).toBeTruthy();
    }
  });
});
