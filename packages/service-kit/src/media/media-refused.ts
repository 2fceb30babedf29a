export interface MediaLimits {
  /** The most bytes an upload may have. */
  maxBytes: number;
  /** The most pixels (width × height) an image may have; a decompression bomb is refused before it is decoded. */
  maxPixels: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

export type MediaRefusal = 'type' | 'too-large' | 'busy';

/**
 * Why an upload was refused: not an image the library takes (415), too large in bytes, pixels,
 * shape or frames (413), or every place in the image queue taken (503, try again soon).
 */
export class MediaRefused extends Error {
  constructor(
    readonly reason: MediaRefusal,
    message: string,
  ) {
    super(message);
  }
}
