import { readUserCount } from '../adapters/user-count';
import { accountContracts } from '../domain/account';
import { httpRoute, ok } from '../http/route';

export const handler = httpRoute(accountContracts.userCount, async () =>
  ok({ count: await readUserCount() }),
);
