import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A master key for the tests that seal journal text (in place of KMS, as under `npm start`). */
const masterKeyFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'ej-keys-')), 'master.key');
writeFileSync(masterKeyFile, 'ab'.repeat(32));

/** Handlers read their settings from the environment, as on Lambda. */
Object.assign(process.env, {
  KEYS_TABLE_NAME: 'keys-test',
  LOCAL_MASTER_KEY_FILE: masterKeyFile,
  MODE: 'local',
  TABLE_NAME: 'journal-test',
  SYSTEM_TABLE_NAME: 'system-test',
  USER_POOL_ID: 'local_test',
  USER_POOL_CLIENT_ID: 'client-test',
  APP_URL: 'https://journal.example',
  CAPTCHA_SECRET: 'unit-test-secret-unit-test-secret',
  AWS_REGION: 'local',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
});
