import type { FileFacts } from '../shared/file-checks';

/** The largest video accepted: 100 MB. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;

export type VideoFileProblem = 'videoRequired' | 'invalidType' | 'tooLarge';

/** Why a chosen video cannot be uploaded, or null when it can; the size limit is inclusive, like the bucket's. */
export const checkVideoFile = (file: FileFacts | null | undefined): VideoFileProblem | null => {
  if (!file) return 'videoRequired';
  if (!file.type.startsWith('video/')) return 'invalidType';
  if (file.size > MAX_VIDEO_BYTES) return 'tooLarge';
  return null;
};
