import { readProfile } from '../adapters/profiles';
import { httpHandler, json, userIdOf } from './http';

export const handler = httpHandler(async (event) =>
  json(200, { profile: (await readProfile(userIdOf(event))) ?? {} }),
);
