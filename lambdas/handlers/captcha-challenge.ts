import { issueChallenge } from '../adapters/captcha';
import { captchaContract } from '../domain/captcha';
import { httpRoute, ok } from '../http/route';

/** `GET /api/captcha/challenge?purpose=action|signup`: a challenge to solve in the browser. */
export const handler = httpRoute(captchaContract, async ({ query }) =>
  ok(await issueChallenge(new Date(), query.purpose)),
);
