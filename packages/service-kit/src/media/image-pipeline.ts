import sharp, { type FormatEnum, type Metadata } from 'sharp';
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
import { cleanOriginal } from './image-original.js';
import { shapeOf } from './image-shape.js';
import { imageSource, type ImageSource } from './image-source.js';
import { DEFAULT_MEDIA_LIMITS, MediaRefused, type MediaLimits } from './media-refused.js';
import { shareImage } from './share-image.js';
import { filterSteps, sanitizeSvg } from './svg-sanitizer.js';

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
 * the original (upright, without metadata; an SVG sanitised), AVIF and WebP at each width of the
 * ladder, and the 1200×630 share image. A name or a declared type is never believed. No step
 * makes a picture larger than the file it is for or the upload it comes from.
 */
export async function processImage(
  input: Buffer,
  { id, originalName, alt = '' }: { id: string; originalName: string; alt?: string },
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<ProcessedMedia> {
  if (input.length > limits.maxBytes) throw tooLarge(`The file is larger than ${megabytes(limits.maxBytes)}`);
  const { type, original, meta } = await sniff(input);
  const shape = shapeOf(meta, limits);
  const { width, height } = shape;
  const drawing = type === 'svg' ? { width, height, filterSteps: filterSteps(original.toString('utf8')) } : undefined;
  const source = imageSource(original, { maxPixels: limits.maxPixels, drawing });
  const files: MediaFile[] = [];
  const variants: MediaVariant[] = [];
  let kept: Buffer;
  try {
    kept = await cleanOriginal(type, original, meta, source, shape);
    for (const variant of await ladder(source, width, height)) {
      const path = mediaVariantPath(id, variant.width, variant.format);
      files.push({ key: keyOf(path), body: variant.body, contentType: `image/${variant.format}` });
      variants.push({ format: variant.format, width: variant.width, height: variant.height, bytes: variant.body.length, path });
    }
    const share = await shareImage(source, width, height);
    const sharePath = mediaSharePath(id);
    files.push({ key: keyOf(sharePath), body: share, contentType: 'image/jpeg' });
    variants.push({ format: 'jpeg', ...SHARE_IMAGE_SIZE, bytes: share.length, path: sharePath });
  } catch (error) {
    if (error instanceof MediaRefused) throw error;
    // The header was read, the pixels are not an image: a truncated or forged file.
    throw new MediaRefused('type', `The file could not be read as an image (${TYPE_LIST})`);
  }
  const path = mediaOriginalPath(id, width, height, type);
  files.unshift({ key: keyOf(path), body: kept, contentType: MEDIA_TYPES[type].mime });
  return {
    files,
    item: { id, originalName: cleanName(originalName, type), type, width, height, bytes: kept.length, path, alt, variants },
  };
}

/**
 * AVIF and WebP at each width of the ladder: the upload is decoded once, to the widest variant
 * (at most MEDIA_MAX_VARIANT_PIXELS, an SVG drawn at that size), and every variant is made from
 * that; the first frame of an animation.
 */
async function ladder(source: ImageSource, width: number, height: number) {
  const widths = variantWidths(width, height);
  const { image } = await source.open(widths.at(-1)! / width);
  const { data, info } = await image
    .resize({ width: widths.at(-1)! })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const made = [];
  for (const each of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({ width: each });
      const encoded = format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 78 });
      const { data: body, info: size } = await encoded.toBuffer({ resolveWithObject: true });
      made.push({ format, width: each, height: size.height, body });
    }
  }
  return made;
}

/** The type the bytes are, and the bytes to keep: an SVG is only ever read after it is sanitised. */
async function sniff(input: Buffer): Promise<{ type: MediaType; original: Buffer; meta: Metadata }> {
  if (looksLikeText(input)) {
    const clean = await sanitizeSvg(input.toString('utf8'));
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
