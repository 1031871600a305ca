import { importEntries } from '../adapters/journal';
import { fillProfile } from '../adapters/profiles';
import { importContract, readImportFile } from '../domain/import/route';
import { httpRoute, ok } from '../http/route';

/** Time kept back from the Lambda's own limit, to answer with what was written. */
const ANSWER_MARGIN_MS = 4_000;

/**
 * `POST /api/import`: a Daylio CSV or backup, or our own JSON export. The file is read whole
 * before anything is written: a malformed one is a 422 naming its line or field. Entries the
 * journal already holds are counted, not written again. Our JSON export also brings back its
 * profile into the fields the account's profile does not have yet, once every entry is in.
 */
export const handler = httpRoute(importContract, async ({ caller, body, context }) => {
  const deadline = Date.now() + context.getRemainingTimeInMillis() - ANSWER_MARGIN_MS;
  const file = readImportFile(body);
  const count = await importEntries(caller, file.entries, deadline);
  if (file.profile && count.complete) await fillProfile(caller, file.profile, new Date());
  return ok({ ...count, skipped: file.skipped });
});
