/**
 * Bytes and text the same way in a Lambda and in the browser: atob/btoa and TextEncoder exist in
 * both (Node 20 included), Buffer and node:crypto do not.
 */

const utf8 = new TextEncoder();

/**
 * The bytes of base64 text, or undefined when it is not base64. Line breaks and spaces are
 * ignored (Android writes the backup's base64 in 76-character lines), as is a `data:…;base64,`
 * prefix (what a browser's FileReader gives) and the URL-safe alphabet.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  const clean = text
    .replace(/^data:[^,]*;base64,/, '')
    .replace(/\s+/g, '')
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 === 1) return undefined;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** UTF-8 text, or undefined when the bytes are not valid UTF-8. A leading BOM is dropped. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A 128-bit hash of the text's UTF-8 bytes: cyrb128 (bryc, public domain), four 32-bit lanes
 * mixed with Math.imul. Not cryptographic; ids only need to be stable and not collide by chance,
 * and it is synchronous, where WebCrypto's digest is not.
 */
export function hash128(text: string): Uint8Array {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (const byte of utf8.encode(text)) {
    h1 = h2 ^ Math.imul(h1 ^ byte, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ byte, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ byte, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ byte, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  const out = new DataView(new ArrayBuffer(16));
  [h1, h2, h3, h4].forEach((lane, i) => out.setUint32(i * 4, lane >>> 0));
  return new Uint8Array(out.buffer);
}

/**
 * Ids from what identifies a source entry. Two entries with the same key (the same mood at the
 * same minute with the same note, logged twice) get the key's 1st, 2nd… occurrence folded in,
 * counted in file order, so both survive and both keep their ids on the next import.
 */
export function stableIds(prefix: string): (key: readonly unknown[]) => string {
  const seen = new Map<string, number>();
  return (key) => {
    const text = JSON.stringify(key);
    const occurrence = (seen.get(text) ?? 0) + 1;
    seen.set(text, occurrence);
    return prefix + base64Url(hash128(occurrence === 1 ? text : `${text}#${occurrence}`));
  };
}
