import type { Bucket, FileStorage } from '../ports/file-storage';

/** What an upload knows of a browser File; a plain Blob has no name. */
export type UploadFile = Blob & { readonly name?: string };

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/ogg': 'ogv',
};

const extensionOf = (file: UploadFile): string => {
  const byType = EXTENSIONS[file.type];
  if (byType) return byType;
  const byName = /\.([a-z0-9]{1,8})$/i.exec(file.name ?? '')?.[1];
  return byName ? byName.toLowerCase() : 'bin';
};

const randomPart = () => Math.random().toString(36).slice(2, 10).padEnd(8, '0');

/**
 * A fresh object path such as 'gallery/1732350000000-0-k3j9x2ab.webp' (timestamped names;
 * the random part keeps two uploads in the same millisecond apart). Staff file names never reach the path,
 * so no umlaut, space or slash of theirs can break a URL.
 */
export const storagePath = (folder: string, file: UploadFile, now: Date, index?: number): string =>
  `${folder}/${now.getTime()}-${index === undefined ? '' : `${index}-`}${randomPart()}.${extensionOf(file)}`;

/**
 * Removes a file whose row is gone or was never written. A failure leaves an unreferenced file behind,
 * which nobody sees, so it is logged rather than reported.
 */
export const removeQuietly = async (files: FileStorage, bucket: Bucket, urlOrPath: string | null) => {
  if (!urlOrPath) return;
  try {
    const removed = await files.remove(bucket, urlOrPath);
    if (!removed.ok) console.error(`Could not remove ${urlOrPath} from ${bucket}`, removed.error);
  } catch (error) {
    console.error(`Could not remove ${urlOrPath} from ${bucket}`, error);
  }
};
