import { describe, expect, it } from 'vitest';
import { localDateTime } from '../../lambdas/domain/dates';
import { cognitoFor } from '../support/cognito';
import {
  baseUrl,
  call,
  captcha,
  localTables,
  registeredUser,
  saveEmotion,
  seededUser,
} from './helpers';

const today = () => localDateTime(new Date(), 'Europe/Kyiv').date;

describe('every record is its owner’s alone', () => {
  it('gives user B nothing of user A’s by any route or parameter', async () => {
    const a = await registeredUser('owner-a');
    const b = await registeredUser('owner-b');
    await saveEmotion(a.token, { emotion: 'A-secret', note: 'only A may read this' });
    await call('/api/profile', { token: a.token, method: 'PUT', body: { displayName: 'Owner A' } });

    const date = today();
    const reads = [
      `/api/emotions?date=${date}`,
      `/api/emotions?from=${date}&to=${date}`,
      `/api/days?from=${date}&to=${date}`,
      '/api/profile',
      '/api/me',
      '/api/export?format=json',
      '/api/export?format=csv',
    ];
    for (const route of reads) {
      const result = await call(route, { token: b.token });
      expect(result.status, route).toBe(200);
      const text = JSON.stringify(result.body);
      expect(text, route).not.toContain('A-secret');
      expect(text, route).not.toContain('Owner A');
      expect(text, route).not.toContain(a.userId);
    }
    // Naming A in the query is refused, not obeyed.
    for (const route of [
      `/api/emotions?date=${date}&userId=${a.userId}`,
      `/api/emotions?date=${date}&uid=${a.userId}`,
      `/api/days?from=${date}&to=${date}&userId=${a.userId}`,
    ]) {
      expect((await call(route, { token: b.token })).status, route).toBe(400);
    }
    // Uid and email from the SPEC's old calls are ignored: the token decides.
    const me = await call(`/api/me?uid=${a.userId}&email=${encodeURIComponent(a.email)}`, {
      token: b.token,
    });
    expect(me.body.userId).toBe(b.userId);
    // B erasing their account leaves A untouched.
    expect(
      (
        await call('/api/account', {
          token: b.token,
          method: 'DELETE',
          body: { captchaToken: await captcha() },
        })
      ).status,
    ).toBe(204);
    const aDay = await call(`/api/emotions?date=${date}`, { token: a.token });
    expect(aDay.body.entries.map((e: { emotion: string }) => e.emotion)).toEqual(['A-secret']);
  });
});

describe('export', () => {
  it('returns everything the user has, as JSON and as CSV', async () => {
    const { token, email } = await seededUser(3, 'export');
    await call('/api/profile', {
      token,
      method: 'PUT',
      body: { displayName: 'Тарас', city: 'Київ' },
    });
    const json = await call('/api/export?format=json', { token });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(
      /attachment; filename="emotion-journal-.*\.json"/,
    );
    expect(json.body).toMatchObject({
      account: { email },
      profile: { displayName: 'Тарас', city: 'Київ' },
      daysWithEntries: 3,
    });
    expect(json.body.entries).toHaveLength(3);
    const csv = await call('/api/export?format=csv', { token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string).trim().split('\r\n');
    // fetch's text() drops the BOM that spreadsheets need; the unit test checks it is sent.
    expect(lines[0]).toBe('date,time,datetime,timezone,emotion,family,intensity,tags,note');
    expect(lines).toHaveLength(4);
  });
});

describe('erasure', () => {
  it('leaves no item of the user in any table, deletes the Cognito user, and lowers the count', async () => {
    const user = await seededUser(5, 'erase');
    await call('/api/profile', {
      token: user.token,
      method: 'PUT',
      body: { displayName: 'Gone soon' },
    });
    await saveEmotion(user.token, { requestId: 'erase-retry-key-1' });
    const { scan, tables } = localTables();
    const owned = async () =>
      [...(await scan(tables.journal)), ...(await scan(tables.system))].filter(
        (item) =>
          JSON.stringify(item).includes(user.userId) || JSON.stringify(item).includes(user.email),
      );
    expect((await owned()).length).toBeGreaterThan(8);
    const countBefore = (await call('/api/user-count')).body.count as number;

    expect(
      (await call('/api/account', { token: user.token, method: 'DELETE', body: {} })).status,
    ).toBe(400);
    expect((await owned()).length).toBeGreaterThan(8);

    const erased = await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    expect(erased.status).toBe(204);
    expect(await owned()).toEqual([]);
    expect((await call('/api/user-count')).body.count).toBe(countBefore - 1);
    const cognito = await cognitoFor(baseUrl());
    await expect(cognito.signIn(user.email, user.password, await captcha())).rejects.toMatchObject({
      name: expect.stringMatching(/UserNotFoundException|NotAuthorizedException/),
    });
    // Repeating the erasure with the old token finds nothing left to remove.
    const again = await call('/api/account', {
      token: user.token,
      method: 'DELETE',
      body: { captchaToken: await captcha() },
    });
    expect(again.status).toBe(204);
    expect((await call('/api/user-count')).body.count).toBe(countBefore - 1);
  });
});
