/** What the checks need to know of a browser File, so that the rules run without a DOM. */
export interface FileFacts {
  readonly type: string;
  readonly size: number;
}

/** The largest menu, event or gallery image accepted: 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageFileProblem = 'invalidType' | 'tooLarge';

/** Why an image file cannot be uploaded, or null when it can; the limit is inclusive, like a bucket's size limit. */
export const checkImageFile = (
  file: FileFacts,
  maxBytes: number = MAX_IMAGE_BYTES,
): ImageFileProblem | null => {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size > maxBytes) return 'tooLarge';
  return null;
};
