/** The part of the Web Storage API the app needs; tests and the prerender pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage that lasts as long as the page (or the test). */
export class MapStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

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
