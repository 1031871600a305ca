import { issueChallenge } from '../adapters/captcha';
import { httpHandler, json } from './http';

export const handler = httpHandler(async () => json(200, await issueChallenge()));
