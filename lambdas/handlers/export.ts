import * as z from 'zod';
import { readAccount } from '../adapters/accounts';
import { listAllItems } from '../adapters/journal';
import { readProfile } from '../adapters/profiles';
import { entriesToCsv, type UserExport } from '../domain/export';
import { sortEntries, type EmotionEntry } from '../domain/journal';
import { httpHandler, parseQuery, userIdOf } from './http';

const querySchema = z.strictObject({ format: z.enum(['json', 'csv']).default('json') });

/** `GET /api/export?format=json|csv`: everything the user has, as a download. */
export const handler = httpHandler(async (event) => {
  const userId = userIdOf(event);
  const { format } = parseQuery(event, querySchema);
  const [items, account, profile] = await Promise.all([
    listAllItems(userId),
    readAccount(userId),
    readProfile(userId),
  ]);
  const entries = sortEntries(
    items
      .filter((item) => String(item.sk).startsWith('entry#'))
      .map(({ userId: _owner, sk: _key, ...entry }) => entry as unknown as EmotionEntry),
  );
  const days = items.find((item) => item.sk === 'days')?.dates as Set<string> | undefined;
  const stamp = new Date().toISOString();
  const filename = `emotion-journal-${stamp.slice(0, 10)}.${format}`;
  const headers = {
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="${filename}"`,
  };
  if (format === 'csv') {
    return {
      statusCode: 200,
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
      body: entriesToCsv(entries),
    };
  }
  const data: UserExport = {
    exportedAt: stamp,
    account,
    profile: profile ?? {},
    daysWithEntries: days?.size ?? 0,
    entries,
  };
  return {
    statusCode: 200,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(data, null, 2),
  };
});
