import type { KeyValueStorage } from './browser-storage';

/*
 * Browser storage can be full or blocked (private windows). A visitor never sees an error for it: the
 * failure is logged and the site behaves as if nothing had been stored.
 */

export const readItem = (storage: KeyValueStorage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch (error) {
    console.error(`Browser storage is not readable (${key})`, error);
    return null;
  }
};

export const writeItem = (storage: KeyValueStorage, key: string, value: string): void => {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.error(`Browser storage is not writable (${key})`, error);
  }
};

export const removeItems = (storage: KeyValueStorage, ...keys: string[]): void => {
  try {
    for (const key of keys) storage.removeItem(key);
  } catch (error) {
    console.error(`Browser storage could not forget ${keys.join(', ')}`, error);
  }
};
