import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';

const secretsSchema = z.object({ captchaSecret: z.string().min(32) });
export type LocalSecrets = z.infer<typeof secretsSchema>;

/** Secrets that Secrets Manager holds in AWS, generated once into the data folder locally. */
export async function ensureLocalSecrets(dataDir: string): Promise<LocalSecrets> {
  const file = path.join(dataDir, 'secrets.json');
  try {
    return secretsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    const secrets = { captchaSecret: randomBytes(32).toString('hex') };
    await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    return secrets;
  }
}
