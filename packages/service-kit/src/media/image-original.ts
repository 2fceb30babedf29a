import type { Metadata, Sharp } from 'sharp';
import { MEDIA_MAX_VARIANT_PIXELS, type MediaType } from '@livefully/contracts';
import type { ImageSource } from './image-source.js';
import { carriesMetadata, megapixels, type ImageShape } from './image-shape.js';
import { MediaRefused } from './media-refused.js';

/**
 * The original as the library serves it (docs/media.md): upright, in the format it came in, with
 * no EXIF, XMP, IPTC, GPS or text. JPEG, PNG and GIF are always written anew (their metadata can
 * sit where no reader lists it), JPEG at quality 90, PNG and GIF without loss. WebP and AVIF,
 * whose encoders hold the whole picture, are written anew only when they carry metadata, and
 * then only up to MEDIA_MAX_VARIANT_PIXELS. An SVG is the sanitiser's output already.
 */
export async function cleanOriginal(
  type: MediaType,
  bytes: Buffer,
  meta: Metadata,
  source: ImageSource,
  shape: ImageShape,
): Promise<Buffer> {
  if (type === 'svg') return bytes;
  if ((type === 'webp' || type === 'avif') && !carriesMetadata(meta)) return bytes;
  const animated = shape.frames > 1 && (type === 'gif' || type === 'webp');
  const { image } = await source.open(1, { animated });
  // The colour profile is not about the person: it stays, so the colours do.
  const kept = image.keepIccProfile();
  switch (type) {
    case 'jpeg':
      // Without optimised Huffman tables, libjpeg writes as it reads instead of holding every block.
      return kept.jpeg({ quality: 90, optimiseCoding: false }).toBuffer();
    case 'png':
      return png(kept, meta).toBuffer();
    case 'gif':
      return kept.gif({ reuse: true, interFrameMaxError: 0, interPaletteMaxError: 0 }).toBuffer();
    default: {
      const pixels = shape.width * shape.height * shape.frames;
      if (pixels > MEDIA_MAX_VARIANT_PIXELS) {
        const name = type === 'webp' ? 'WebP' : 'AVIF';
        throw new MediaRefused(
          'too-large',
          `The ${name} file carries metadata (EXIF or XMP), which is removed by writing it anew, and a ${name} file is written anew up to ${megapixels(MEDIA_MAX_VARIANT_PIXELS)} megapixels; this one has ${megapixels(pixels)}. Export it without metadata, or as JPEG`,
        );
      }
      return (type === 'webp' ? kept.webp({ quality: 90 }) : kept.avif({ quality: 70, effort: 2 })).toBuffer();
    }
  }
}

/** PNG without loss: a palette stays a palette of the same depth, 16 bits stay 16. */
function png(image: Sharp, meta: Metadata): Sharp {
  if (meta.isPalette) {
    // As many colours as the depth holds: libvips writes the smallest depth that fits them.
    return image.png({ palette: true, quality: 100, colours: 2 ** Math.min(8, meta.bitsPerSample ?? 8), dither: 0 });
  }
  if (meta.depth === 'ushort') return image.toColourspace(meta.channels <= 2 ? 'grey16' : 'rgb16').png();
  return image.png();
}
