import { readUserData } from '../adapters/journal';
import { buildExport, entriesToCsv, exportContract } from '../domain/export';
import { sortEntries } from '../domain/journal';
import { httpRoute } from '../http/route';

/** `GET /api/export?format=json|csv`: everything the user has, as a download. */
export const handler = httpRoute(exportContract, async ({ caller, query }) => {
  const data = await readUserData(caller.userId);
  const { filename, json } = buildExport(
    { ...data, profile: data.profile ?? {}, entries: sortEntries(data.entries) },
    new Date(),
  );
  const headers = { 'content-disposition': `attachment; filename="${filename(query.format)}"` };
  return query.format === 'csv'
    ? {
        status: 200,
        text: entriesToCsv(json.entries),
        headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
      }
    : {
        status: 200,
        text: JSON.stringify(json, null, 2),
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      };
});
