import { readUserCount } from '../adapters/user-count';
import { httpHandler, json } from './http';

export const handler = httpHandler(async () => json(200, { count: await readUserCount() }));
