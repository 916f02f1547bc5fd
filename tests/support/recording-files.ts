import type { Bucket, FileStorage, StoredFile } from '../../src/application/ports/file-storage';
import { ok, unavailable, type PortError, type Result } from '../../src/domain/shared/result';

/**
 * A FileStorage that keeps paths in a set, so that tests can see which files exist after a use case, and
 * that fails uploads on request. URLs are 'stored://<bucket>/<path>'; other URLs are nobody's and removing
 * them succeeds without effect, as the port promises.
 */
export class RecordingFiles implements FileStorage {
  readonly stored = new Set<string>();
  failUploads = false;

  async upload(bucket: Bucket, path: string): Promise<Result<StoredFile, PortError>> {
    if (this.failUploads) return unavailable('storage offline');
    this.stored.add(`${bucket}/${path}`);
    return ok({ path, url: `stored://${bucket}/${path}` });
  }

  async remove(bucket: Bucket, urlOrPath: string): Promise<Result<void, PortError>> {
    const prefix = `stored://${bucket}/`;
    const path = urlOrPath.startsWith(prefix) ? urlOrPath.slice(prefix.length) : urlOrPath;
    this.stored.delete(`${bucket}/${path}`);
    return ok(undefined);
  }

  async ping(): Promise<Result<void, PortError>> {
    return ok(undefined);
  }

  /** The URLs of the files currently stored in a bucket. */
  urls(bucket: Bucket = 'restaurant-images'): string[] {
    return [...this.stored].filter((key) => key.startsWith(`${bucket}/`)).map((key) => `stored://${key}`);
  }
}
