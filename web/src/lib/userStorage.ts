/**
 * Small things kept in the tab for one person (the assistant conversation until it moves to the
 * server), under `ej:<userId>:<name>` in sessionStorage, so sign-out can forget all of them.
 */
const PREFIX = 'ej:';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const tabStorage = (): KeyValueStore | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const keyOf = (userId: string, name: string) => `${PREFIX}${userId}:${name}`;

export function readUserItem<T>(
  userId: string,
  name: string,
  isValid: (value: unknown) => value is T,
  storage = tabStorage(),
): T | undefined {
  try {
    const value = JSON.parse(storage?.getItem(keyOf(userId, name)) ?? 'null') as unknown;
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeUserItem(
  userId: string,
  name: string,
  value: unknown,
  storage = tabStorage(),
) {
  try {
    storage?.setItem(keyOf(userId, name), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the value lasts while the screen is open.
  }
}

export function forgetUserStorage(storage = tabStorage()) {
  if (!storage) return;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
