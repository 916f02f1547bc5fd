/** Pictures for visitors' phones: nobody needs more than this many pixels on the long side. */
export const MAX_LONG_SIDE = 1600;
const QUALITY = 0.85;

/** An image ready for upload, with what it was before, for the "original vs result" line. */
export interface PreparedImage {
  /** What to upload: the re-encoded picture, or the original when re-encoding would not help. */
  readonly file: File;
  readonly originalSize: number;
  readonly originalType: string;
  /** Pixel size of `file`, when the browser could read it. */
  readonly width: number | null;
  readonly height: number | null;
  /** Whether `file` is a new encoding made here. */
  readonly converted: boolean;
}

/** The size that fits `max` on the long side, keeping the aspect ratio; never enlarges. */
export const fitWithin = (width: number, height: number, max: number = MAX_LONG_SIDE) => {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
    scaled: scale < 1,
  };
};

const kept = (file: File, width: number | null = null, height: number | null = null): PreparedImage => ({
  file,
  originalSize: file.size,
  originalType: file.type,
  width,
  height,
  converted: false,
});

const loadImage = async (file: File): Promise<HTMLImageElement> => {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
};

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((done) => canvas.toBlob(done, type, QUALITY));

const renamed = (name: string, extension: string) =>
  `${name.replace(/\.[^./]*$/, '') || 'image'}.${extension}`;

/**
 * Shrinks a picture in the browser before it is uploaded (call from an event handler, never during render):
 * at most 1600 px on the long side, aspect ratio kept, re-encoded as WebP where the browser can write it,
 * else as JPEG on white. Animated GIFs, pictures the browser cannot read, and small pictures that would only
 * grow are kept as they are.
 */
export const prepareImage = async (
  file: File,
  maxLongSide: number = MAX_LONG_SIDE,
): Promise<PreparedImage> => {
  if (!file.type.startsWith('image/') || file.type === 'image/gif') return kept(file);
  let image: HTMLImageElement;
  try {
    image = await loadImage(file);
  } catch (error) {
    console.warn('The picture could not be read for resizing; it is uploaded as it is', error);
    return kept(file);
  }
  if (!image.naturalWidth || !image.naturalHeight) return kept(file);
  const target = fitWithin(image.naturalWidth, image.naturalHeight, maxLongSide);
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) return kept(file, image.naturalWidth, image.naturalHeight);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, target.width, target.height);

  let blob = await encode(canvas, 'image/webp');
  // Browsers that cannot write WebP hand back a PNG instead; JPEG is smaller, but has no transparency.
  if (blob?.type !== 'image/webp') {
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    blob = await encode(canvas, 'image/jpeg');
  }
  if (!blob || (!target.scaled && blob.size >= file.size)) {
    return kept(file, image.naturalWidth, image.naturalHeight);
  }
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  return {
    file: new File([blob], renamed(file.name, extension), {
      type: blob.type,
      lastModified: file.lastModified,
    }),
    originalSize: file.size,
    originalType: file.type,
    width: target.width,
    height: target.height,
    converted: true,
  };
};
