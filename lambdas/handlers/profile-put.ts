import { writeProfile } from '../adapters/profiles';
import { profileContracts } from '../domain/profile';
import { httpRoute, ok } from '../http/route';

/** `PUT /api/profile`: the profile fields only; account, plan and role fields are refused. */
export const handler = httpRoute(profileContracts.put, async ({ caller, body }) =>
  ok({ profile: await writeProfile(caller, body, new Date()) }),
);
