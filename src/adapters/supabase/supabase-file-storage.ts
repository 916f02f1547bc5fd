import type { Bucket, FileStorage, StoredFile, UploadOptions } from '../../application/ports/file-storage';
import { fail, ok, portError, type PortError, type Result } from '../../domain/shared/result';
import type { SupabaseConfig } from './config';
import type { SupabaseConnection } from './connection';
import { unexpected } from './errors';

/** Stored paths are unique per upload (never overwritten), so browsers and the CDN may keep a file for a year. */
const CACHE_SECONDS = '31536000';

/** What the Storage API answers on failure: supabase-js's StorageError, or the JSON body of a raw request. */
interface StorageFailure {
  readonly message: string;
  /** HTTP status; 0 when no answer came. */
  readonly status?: number;
  /** The status the Storage API puts in its body, which may differ from the HTTP one (e.g. "413" with 400). */
  readonly statusCode?: string | undefined;
}

/** The Storage API's errors in the port's kinds, like errors.ts does for PostgREST. */
export const storageError = (failure: StorageFailure): PortError => {
  const status = Number(failure.statusCode) || failure.status || 0;
  const { message } = failure;
  if (status === 0) return portError('Unavailable', message || 'network error');
  if (status === 401 || status === 403 || /row-level security/i.test(message)) {
    return portError('Forbidden', message);
  }
  if (status === 404) return portError('NotFound', message);
  if (status === 409) return portError('Conflict', message);
  if (status >= 500) return portError('Unavailable', message);
  // 400, 413 (larger than the bucket allows), 415 (a type the bucket refuses) and the like.
  return portError('Invalid', message);
};

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export interface FileStorageOptions {
  /** Makes the request that reports upload progress; tests pass a fake. Absent outside the browser. */
  readonly xhr?: () => XMLHttpRequest;
}

/**
 * Files in the two public buckets. supabase-js uploads with fetch, which reports no progress; when the caller
 * asks for progress (videos of up to 100 MB), the same request goes out through XMLHttpRequest instead.
 */
export class SupabaseFileStorage implements FileStorage {
  private readonly xhr: (() => XMLHttpRequest) | undefined;

  constructor(
    /** Staff uploads and deletes: the full client, which sends the staff member's token. */
    private readonly supabase: SupabaseConnection,
    private readonly config: SupabaseConfig,
    options: FileStorageOptions = {},
  ) {
    this.xhr =
      options.xhr ?? (typeof XMLHttpRequest === 'undefined' ? undefined : () => new XMLHttpRequest());
  }

  async upload(
    bucket: Bucket,
    path: string,
    file: Blob,
    options: UploadOptions = {},
  ): Promise<Result<StoredFile, PortError>> {
    const contentType = options.contentType ?? file.type;
    // supabase-js sends a Blob as multipart, whose part carries the Blob's own type: give it the caller's.
    const body = contentType && file.type !== contentType ? new Blob([file], { type: contentType }) : file;
    options.onProgress?.(0);
    const uploaded =
      options.onProgress && this.xhr
        ? await this.uploadWithProgress(bucket, path, body, options.onProgress)
        : await this.uploadWithFetch(bucket, path, body);
    if (!uploaded.ok) return uploaded;
    options.onProgress?.(1);
    const db = await this.supabase.full();
    return ok({ path, url: db.storage.from(bucket).getPublicUrl(path).data.publicUrl });
  }

  /** A public URL of the bucket is reduced to its path; anything else is taken as the path itself. */
  async remove(bucket: Bucket, urlOrPath: string): Promise<Result<void, PortError>> {
    const marker = `/object/public/${bucket}/`;
    const at = urlOrPath.indexOf(marker);
    const path =
      at < 0 ? urlOrPath : decodeURIComponent(urlOrPath.slice(at + marker.length).split(/[?#]/)[0]!);
    try {
      const db = await this.supabase.full();
      const { error } = await db.storage.from(bucket).remove([path]);
      return error ? fail(storageError(error)) : ok(undefined);
    } catch (thrown) {
      return fail(unexpected(thrown));
    }
  }

  async ping(): Promise<Result<void, PortError>> {
    try {
      const db = await this.supabase.full();
      const { error } = await db.storage.from('restaurant-images').list('', { limit: 1 });
      return error ? fail(storageError(error)) : ok(undefined);
    } catch (thrown) {
      return fail(unexpected(thrown));
    }
  }

  private async uploadWithFetch(bucket: Bucket, path: string, file: Blob): Promise<Result<void, PortError>> {
    try {
      const db = await this.supabase.full();
      const { error } = await db.storage
        .from(bucket)
        .upload(path, file, { upsert: false, cacheControl: CACHE_SECONDS });
      return error ? fail(storageError(error)) : ok(undefined);
    } catch (thrown) {
      return fail(unexpected(thrown));
    }
  }

  /** The request supabase-js would send (raw body instead of multipart), as the signed-in staff member. */
  private async uploadWithProgress(
    bucket: Bucket,
    path: string,
    file: Blob,
    onProgress: (fraction: number) => void,
  ): Promise<Result<void, PortError>> {
    const db = await this.supabase.full();
    const { data } = await db.auth.getSession();
    const token = data.session?.access_token ?? this.config.anonKey;
    const request = this.xhr!();
    return new Promise((resolve) => {
      request.open('POST', `${this.config.url}/storage/v1/object/${bucket}/${encodePath(path)}`);
      request.setRequestHeader('authorization', `Bearer ${token}`);
      request.setRequestHeader('apikey', this.config.anonKey);
      request.setRequestHeader('x-upsert', 'false');
      request.setRequestHeader('cache-control', `max-age=${CACHE_SECONDS}`);
      if (file.type) request.setRequestHeader('content-type', file.type);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) return resolve(ok(undefined));
        resolve(fail(storageError({ status: request.status, ...parseBody(request.responseText) })));
      };
      request.onerror = () => resolve(fail(portError('Unavailable', 'The upload did not reach the storage')));
      request.send(file);
    });
  }
}

const parseBody = (text: string): { message: string; statusCode?: string } => {
  try {
    const body = JSON.parse(text) as { message?: unknown; statusCode?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message : text,
      ...(typeof body.statusCode === 'string' ? { statusCode: body.statusCode } : {}),
    };
  } catch {
    return { message: text };
  }
};
