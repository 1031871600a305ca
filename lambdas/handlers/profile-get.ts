import { readProfile } from '../adapters/profiles';
import { profileContracts } from '../domain/profile';
import { httpRoute, ok } from '../http/route';

export const handler = httpRoute(profileContracts.get, async ({ caller }) =>
  ok({ profile: (await readProfile(caller.userId)) ?? {} }),
);
