import { it } from 'vitest';
import { baseUrl, seedUser, uniqueEmail } from './support/browser';
import { solvedCaptcha } from '../support/captcha';
it('debug', async () => {
  const email = uniqueEmail('dbg');
  console.log(await seedUser(email, 'Secret123', 3));
  const cfg = await (await fetch(`${baseUrl()}/config.json`)).json();
  console.log(cfg);
  const res = await fetch(cfg.cognitoEndpoint ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cfg.userPoolClientId, AuthParameters: { USERNAME: email, PASSWORD: 'Secret123' }, ClientMetadata: { captchaToken: await solvedCaptcha(baseUrl()) } }),
  });
  const auth = await res.json();
  const token = auth.AuthenticationResult?.IdToken;
  if (!token) { console.log(auth); return; }
  const h = { authorization: `Bearer ${token}` };
  const today = new Date().toISOString().slice(0, 10);
  for (const p of [`/api/days?from=2020-01-01&to=${today}`, `/api/emotions?date=${today}`, `/api/emotions?from=2026-01-01&to=${today}`, '/api/me']) {
    const r = await fetch(`${baseUrl()}${p}`, { headers: h });
    console.log(p, r.status, (await r.text()).slice(0, 600));
  }
});
