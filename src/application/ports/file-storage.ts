import type { PortError, Result } from '../../domain/shared/result';

/** The two storage buckets: images up to 5 MB, videos up to 100 MB. */
export type Bucket = 'restaurant-images' | 'restaurant-videos';

export interface StoredFile {
  /** The object's path inside its bucket, e.g. 'menu-items/1732350000000-bao.webp'. */
  readonly path: string;
  /** The public URL to put in a row (image_url, video_url). */
  readonly url: string;
}

export interface UploadOptions {
  readonly contentType?: string;
  /** Called with 0..1 as the upload proceeds. */
  readonly onProgress?: (fraction: number) => void;
}

/** Files of the restaurant: Supabase Storage in production, the browser's IndexedDB in the demo. */
export interface FileStorage {
  upload(
    bucket: Bucket,
    path: string,
    file: Blob,
    options?: UploadOptions,
  ): Promise<Result<StoredFile, PortError>>;
  /** Removes an object by its public URL or its path; removing a missing object succeeds. */
  remove(bucket: Bucket, urlOrPath: string): Promise<Result<void, PortError>>;
  /** Whether the storage answers at all (the dashboard's system status). */
  ping(): Promise<Result<void, PortError>>;
}
