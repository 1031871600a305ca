/** Handlers read their settings from the environment, as on Lambda. */
Object.assign(process.env, {
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
