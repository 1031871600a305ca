import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

const secretsSchema = z.object({ captchaSecret: z.string().min(32) });
export type LocalSecrets = z.infer<typeof secretsSchema> & { masterKeyFile: string };

/**
 * Secrets that Secrets Manager and KMS hold in AWS, generated once into the data folder locally:
 * the captcha signing secret, and the master key that wraps every user's data key (in place of
 * KMS). Deleting the folder (`npm run reset`) makes everything written with them unreadable,
 * which is the point of a wipe.
 */
export async function ensureLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const masterKeyFile = path.join(dataDir, 'master.key');
  await writeFile(masterKeyFile, randomBytes(32).toString('hex'), {
    mode: 0o600,
    flag: 'wx',
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const file = path.join(dataDir, 'secrets.json');
  try {
    return { ...secretsSchema.parse(JSON.parse(await readFile(file, 'utf8'))), masterKeyFile };
  } catch {
    const secrets = { captchaSecret: randomBytes(32).toString('hex') };
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return { ...secrets, masterKeyFile };
  }
}
