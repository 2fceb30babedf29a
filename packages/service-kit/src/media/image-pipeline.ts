import sharp, { type FormatEnum, type Metadata, type Sharp } from 'sharp';
import {
  MEDIA_TYPES,
  SHARE_IMAGE_SIZE,
  mediaOriginalPath,
  mediaSharePath,
  mediaVariantPath,
  storableText,
  variantWidths,
  type MediaFiles,
  type MediaType,
  type MediaVariant,
} from '@livefully/contracts';
import { sanitizeSvg } from './svg-sanitizer.js';

export interface MediaLimits {
  /** The most bytes an upload may have. */
  maxBytes: number;
  /** The most pixels (width × height) an image may have; a decompression bomb is refused before it is decoded. */
  maxPixels: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = { maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 };

/** Why an upload was refused: not an image the library takes (415), or too large in bytes or pixels (413). */
export class MediaRefused extends Error {
  constructor(
    readonly reason: 'type' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

/** One file the pipeline made, keyed as the store keeps it. */
export interface MediaFile {
  key: string;
  body: Buffer;
  contentType: string;
}

export interface ProcessedMedia {
  files: MediaFile[];
  /** What the content service records (alt text and name as given). */
  item: MediaFiles;
}

const RASTER_FORMATS: Partial<Record<keyof FormatEnum, MediaType>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };
const TYPE_LIST = 'JPEG, PNG, WebP, AVIF, GIF or SVG';

/**
 * Checks an upload by what its bytes are and makes the library's files of it (docs/media.md):
 * the original (an SVG sanitised), AVIF and WebP at each width of the ladder that is not wider
 * than the image, and the 1200×630 share image. A name or a declared type is never believed.
 */
export async function processImage(
  input: Buffer,
  { id, originalName, alt = '' }: { id: string; originalName: string; alt?: string },
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<ProcessedMedia> {
  if (input.length > limits.maxBytes) throw tooLarge(`The file is larger than ${megabytes(limits.maxBytes)}`);
  const { type, original, meta } = await sniff(input);
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (pixels > limits.maxPixels) {
    throw tooLarge(`The image has ${megapixels(pixels)} megapixels; at most ${megapixels(limits.maxPixels)} are taken`);
  }
  const upright = (meta.orientation ?? 1) >= 5;
  const width = (upright ? (meta.pageHeight ?? meta.height) : meta.width) ?? 0;
  const height = (upright ? meta.width : (meta.pageHeight ?? meta.height)) ?? 0;
  if (!width || !height) throw new MediaRefused('type', 'The image has no size');

  const open = (): Sharp =>
    sharp(original, { limitInputPixels: limits.maxPixels, failOn: 'error', ...(type === 'svg' ? { density: 144 } : {}) }).rotate();
  const files: MediaFile[] = [];
  const variants: MediaVariant[] = [];
  try {
    for (const each of variantWidths(width)) {
      for (const format of ['avif', 'webp'] as const) {
        const resized = open().resize({ width: each, withoutEnlargement: type !== 'svg' });
        const encoded = format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        const path = mediaVariantPath(id, each, format);
        files.push({ key: keyOf(path), body: data, contentType: `image/${format}` });
        variants.push({ format, width: info.width, height: info.height, bytes: data.length, path });
      }
    }
    const share = await open()
      .resize({ ...SHARE_IMAGE_SIZE, fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const sharePath = mediaSharePath(id);
    files.push({ key: keyOf(sharePath), body: share, contentType: 'image/jpeg' });
    variants.push({ format: 'jpeg', ...SHARE_IMAGE_SIZE, bytes: share.length, path: sharePath });
  } catch (error) {
    if (error instanceof MediaRefused) throw error;
    // The header was read, the pixels are not an image: a truncated or forged file.
    throw new MediaRefused('type', `The file could not be read as an image (${TYPE_LIST})`);
  }
  const path = mediaOriginalPath(id, width, height, type);
  files.unshift({ key: keyOf(path), body: original, contentType: MEDIA_TYPES[type].mime });
  return {
    files,
    item: { id, originalName: cleanName(originalName, type), type, width, height, bytes: original.length, path, alt, variants },
  };
}

/** The type the bytes are, and the bytes to keep: an SVG is only ever read after it is sanitised. */
async function sniff(input: Buffer): Promise<{ type: MediaType; original: Buffer; meta: Metadata }> {
  if (looksLikeText(input)) {
    const clean = sanitizeSvg(input.toString('utf8'));
    if (!clean) throw notAnImage();
    const original = Buffer.from(clean, 'utf8');
    const meta = await metadataOf(original);
    if (meta.format !== 'svg') throw notAnImage();
    return { type: 'svg', original, meta };
  }
  const meta = await metadataOf(input);
  const raster = RASTER_FORMATS[meta.format as keyof FormatEnum];
  if (raster) return { type: raster, original: input, meta };
  // AVIF is HEIF with AV1 pictures; HEIC (HEVC) is not taken: browsers do not draw it.
  if (meta.format === 'heif' && meta.compression === 'av1') return { type: 'avif', original: input, meta };
  throw notAnImage();
}

async function metadataOf(input: Buffer): Promise<Metadata> {
  try {
    // The header only: nothing is decoded yet, so a bomb costs nothing here.
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
}

/** Text (an SVG, or a script named .jpg) rather than a binary image: every raster type starts with a byte no text has. */
function looksLikeText(input: Buffer): boolean {
  const head = input
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return head.startsWith('<');
}

function cleanName(name: string, type: MediaType): string {
  const clean = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(0, 255);
  // Cut at 255 code units, an emoji can lose half of itself; what is left must still be storable text.
  return storableText(clean) || `image.${MEDIA_TYPES[type].ext}`;
}

const keyOf = (path: string) => path.slice('/media/'.length);
const notAnImage = () => new MediaRefused('type', `The file is not an image the library takes (${TYPE_LIST})`);
const tooLarge = (message: string) => new MediaRefused('too-large', message);
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const megapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10);
