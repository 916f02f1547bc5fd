import { MapStorage, type KeyValueStorage } from '../memory/memory-database';

/**
 * The browser's localStorage, or a Map when there is none (prerendering, tests) or it is blocked
 * (some private modes throw on access).
 */
export const browserStorage = (): KeyValueStorage => {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch (error) {
    console.warn('localStorage is not available; data lasts until the page closes', error);
  }
  return new MapStorage();
};
