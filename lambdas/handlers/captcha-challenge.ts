import { issueChallenge } from '../adapters/captcha';
import { captchaContract } from '../domain/captcha';
import { httpRoute, ok } from '../http/route';

export const handler = httpRoute(captchaContract, async () => ok(await issueChallenge()));
