import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Journal text sealed with its owner's data key: AES-256-GCM, a fresh 96-bit IV per seal, and
 * the user id bound as associated data, so a sealed value copied into another user's item does
 * not open there. Format: `v1:` + base64(iv ‖ ciphertext ‖ tag).
 */
const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const associatedData = (userId: string) => Buffer.from(`emotion-journal:${userId}`, 'utf8');

export function seal(key: Buffer, userId: string, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(associatedData(userId));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export class SealBroken extends Error {
  override name = 'SealBroken';
}

/** The value, or `SealBroken` (wrong key, wrong user, tampered): never a partial or a guess. */
export function unseal<T>(key: Buffer, userId: string, sealed: string): T {
  if (!sealed.startsWith(VERSION)) throw new SealBroken('unknown seal version');
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SealBroken('seal too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(associatedData(userId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as T;
  } catch {
    // The reason (wrong key, wrong user, tampered bytes) is not ours to tell, nor any text.
    throw new SealBroken('seal does not open');
  }
}
