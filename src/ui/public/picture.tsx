import { Image, type ImageProps } from '@chakra-ui/react';

export interface PictureProps extends Omit<ImageProps, 'width' | 'height'> {
  readonly src: string;
  readonly alt: string;
  /** The frame's shape in pixels; the image covers it, so uploads of any size keep the layout. */
  readonly frame: readonly [width: number, height: number];
  /** Above the fold: loaded at once and first. Everything else waits until it nears the viewport. */
  readonly priority?: boolean;
}

/**
 * Every public image reserves its box before it loads (width, height and aspect ratio), so nothing below
 * it moves when it arrives.
 */
export const Picture = ({ src, alt, frame, priority = false, ...props }: PictureProps) => (
  <Image
    src={src}
    alt={alt}
    htmlWidth={frame[0]}
    htmlHeight={frame[1]}
    aspectRatio={`${frame[0]} / ${frame[1]}`}
    w="full"
    h="auto"
    fit="cover"
    bg="orange.100"
    loading={priority ? 'eager' : 'lazy'}
    decoding="async"
    fetchPriority={priority ? 'high' : 'auto'}
    {...props}
  />
);
