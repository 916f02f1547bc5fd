import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { Bucket, FileStorage, StoredFile, UploadOptions } from '../../application/ports/file-storage';
import { invalid, ok, unavailable, type PortError, type Result } from '../../domain/shared/result';

/** Where the demo's service worker answers from IndexedDB (public/demo-files-sw.js reads the same names). */
export const DEMO_FILES_PREFIX = '/demo-files/';
export const DEMO_FILES_DB = 'tischlein-demo-files';
export const DEMO_FILES_STORE = 'files';
const WORKER_URL = '/demo-files-sw.js';

/** The buckets' limits (supabase/migrations/*_storage.sql), so the demo refuses what production refuses. */
const LIMITS: Readonly<Record<Bucket, { maxBytes: number; types: readonly string[] }>> = {
  'restaurant-images': {
    maxBytes: 5 * 1024 * 1024,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
  },
  'restaurant-videos': {
    maxBytes: 100 * 1024 * 1024,
    types: ['video/mp4', 'video/webm', 'video/quicktime', 'video/ogg'],
  },
};

const keyOf = (bucket: Bucket, path: string) => `${bucket}/${path}`;

const urlOf = (bucket: Bucket, path: string) =>
  `${DEMO_FILES_PREFIX}${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

/** The object path of one of this adapter's URLs, a bare path as it is, or null for anybody else's URL. */
const pathOf = (bucket: Bucket, urlOrPath: string): string | null => {
  const bucketPrefix = `${DEMO_FILES_PREFIX}${bucket}/`;
  if (!urlOrPath.includes('/demo-files/')) return /^[a-z]+:|^\//i.test(urlOrPath) ? null : urlOrPath;
  const pathname = urlOrPath.startsWith('/') ? urlOrPath : new URL(urlOrPath).pathname;
  if (!pathname.startsWith(bucketPrefix)) return null;
  return pathname.slice(bucketPrefix.length).split('/').map(decodeURIComponent).join('/');
};

const describe = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * The offline demo's files: blobs in this browser's IndexedDB, never sent anywhere. Their URLs
 * (/demo-files/<bucket>/<path>) are answered by a small service worker that reads the same database, so an
 * uploaded picture shows in <img> and <video> after a reload and in every tab, like a public bucket URL.
 */
export class IndexedDbFileStorage implements FileStorage {
  private store: UseStore | null = null;

  private db(): UseStore {
    this.store ??= createStore(DEMO_FILES_DB, DEMO_FILES_STORE);
    return this.store;
  }

  /** Forgets every uploaded file: the demo's reset, so no upload outlives the rows that showed it. */
  async clear(): Promise<void> {
    await clear(this.db());
  }

  async upload(
    bucket: Bucket,
    path: string,
    file: Blob,
    options: UploadOptions = {},
  ): Promise<Result<StoredFile, PortError>> {
    const type = options.contentType ?? file.type;
    const limits = LIMITS[bucket];
    if (!limits.types.includes(type))
      return invalid(`The ${bucket} bucket does not take ${type || 'this'} files`);
    if (file.size > limits.maxBytes) return invalid(`The file is larger than the ${bucket} bucket allows`);
    try {
      options.onProgress?.(0);
      await set(keyOf(bucket, path), new Blob([file], { type }), this.db());
      options.onProgress?.(1);
    } catch (error) {
      console.error('The demo could not keep a file in this browser', error);
      return unavailable(`The file could not be stored in this browser (${describe(error)})`);
    }
    await whenWorkerControls();
    return ok({ path, url: urlOf(bucket, path) });
  }

  async remove(bucket: Bucket, urlOrPath: string): Promise<Result<void, PortError>> {
    const path = pathOf(bucket, urlOrPath);
    // The seed's own pictures (/demo/images/...) are part of the app, not stored files.
    if (path === null) return ok(undefined);
    try {
      await del(keyOf(bucket, path), this.db());
      return ok(undefined);
    } catch (error) {
      return unavailable(`The file could not be removed from this browser (${describe(error)})`);
    }
  }

  async ping(): Promise<Result<void, PortError>> {
    if (typeof indexedDB === 'undefined') return unavailable('This browser has no IndexedDB');
    try {
      await get('ping', this.db());
      return ok(undefined);
    } catch (error) {
      return unavailable(`This browser's file storage does not answer (${describe(error)})`);
    }
  }
}

const hasWorkers = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers the worker that serves /demo-files/; called once when the demo's adapters are made. */
export const registerDemoFilesWorker = () => {
  if (!hasWorkers()) return;
  navigator.serviceWorker
    .register(WORKER_URL, { scope: '/' })
    .catch((error: unknown) =>
      console.warn('Uploaded demo files cannot be shown: the service worker did not register', error),
    );
};

/**
 * The worker claims the page as soon as it activates; on a first visit that can be a moment after the app
 * started, so the first upload waits for it (at most a few seconds) before its URL is shown.
 */
const whenWorkerControls = async () => {
  if (!hasWorkers() || navigator.serviceWorker.controller) return;
  await Promise.race([
    new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true })),
    new Promise((done) => setTimeout(done, 3000)),
  ]);
};
