import { dataKey } from './data-keys';
import { seal, unseal } from './sealing';

/**
 * How adapters seal and open a user's text. Items keep their keys, dates and counters plain (so
 * queries by key keep working) and carry everything the user wrote in one `sealed` attribute.
 */
export type Seal = (value: unknown) => string;
export type Open = <T>(sealed: string) => T;

/** Seals with the user's data key, creating it on their first write. */
export async function sealerFor(userId: string): Promise<Seal> {
  const key = (await dataKey(userId, { create: true }))!;
  return (value) => seal(key, userId, value);
}

/**
 * Opens the user's sealed items. Items written before encryption have no `sealed` attribute and
 * are read as they are, so the key is fetched only when something sealed is there to open.
 */
export async function openerFor(
  userId: string,
  items: readonly Record<string, unknown>[],
): Promise<Open> {
  if (!items.some((item) => typeof item.sealed === 'string')) return noKeyNeeded;
  const key = await dataKey(userId);
  if (!key) throw new Error('sealed items without a data key');
  return <T>(sealed: string) => unseal<T>(key, userId, sealed);
}

const noKeyNeeded: Open = () => {
  throw new Error('nothing sealed was expected here');
};

/** An item with its sealed part opened: the plain fields and what was sealed, as one object. */
export function openItem<T>(item: Record<string, unknown>, open: Open): T {
  const { userId: _owner, sk: _key, sealed, ...plain } = item;
  return (typeof sealed === 'string' ? { ...plain, ...open<object>(sealed) } : plain) as T;
}
