import { writeProfile } from '../adapters/profiles';
import { profileUpdateSchema } from '../domain/profile';
import { httpHandler, json, parseBody, userIdOf } from './http';

/** `PUT /api/profile`: the profile fields only; account, plan and role fields are refused. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const profile = parseBody(event, profileUpdateSchema);
  return json(200, { profile: await writeProfile(userId, profile) });
});
