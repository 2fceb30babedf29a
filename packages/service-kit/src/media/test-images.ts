import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files for the media tests and the image bench, made here rather than kept as binaries: good images and hostile ones. */

export async function jpegImage(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A JPEG dark on its left half and light on its right: where a crop was cut shows in its brightness. */
export async function twoToneJpeg(width = 2400, height = 630): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const light = await sharp({ create: { width: width - half, height, channels: 3, background: { r: 250, g: 250, b: 250 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 10, b: 10 } } })
    .composite([{ input: light, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A photo-like JPEG that does not compress: noise, about 0.5 bytes a pixel or more. */
export async function noisyJpeg(width = 2000, height = 1500): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function pngImage(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Where the camera was, who took it: what a phone writes into a photo. */
export const CAMERA_EXIF = {
  IFD0: { Artist: 'Ada Lovelace', Copyright: 'Ada Lovelace 2026', Make: 'Phone', Model: 'Phone 15' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
};
export const CAMERA_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Ada Lovelace"/></rdf:RDF></x:xmpmeta>';

/**
 * A phone photo held sideways: stored `width`×`height` with EXIF orientation 6 (shown turned a
 * quarter clockwise, so upright it is `height`×`width`), GPS, author and XMP. The stored
 * top-left quarter is red, the rest blue: upright, the red quarter is at the top right.
 */
export async function sidewaysPhoto(width = 600, height = 400): Promise<Buffer> {
  const quarter = { width: Math.round(width / 2), height: Math.round(height / 2), channels: 3 as const, background: '#ff0000' };
  return sharp({ create: { width, height, channels: 3, background: '#3070b0' } })
    .composite([{ input: { create: quarter }, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif(CAMERA_EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(CAMERA_XMP)
    .toBuffer();
}

/**
 * A camera-sized photo (smooth light and fine grain, about 0.25 bytes a pixel, as a phone's
 * JPEG is) held sideways, with GPS, author and XMP.
 */
export async function cameraPhoto(width = 4032, height = 3024): Promise<Buffer> {
  const light = await sharp(randomBytes(Math.ceil(width / 64) * Math.ceil(height / 64) * 3), {
    raw: { width: Math.ceil(width / 64), height: Math.ceil(height / 64), channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(light.length);
  for (let i = 0; i < light.length; i++) light[i] = Math.min(255, light[i]! + (grain[i]! & 15));
  return sharp(light, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif(CAMERA_EXIF)
    .withMetadata({ orientation: 6 })
    .withXmp(CAMERA_XMP)
    .toBuffer();
}

/** An animated GIF of `frames` frames of `width`×`height`, each a different shade. */
export async function animatedGif(frames: number, width = 200, height = 200): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * frames * 3);
  for (let frame = 0; frame < frames; frame++) raw.fill((frame * 37) % 256, frame * width * height * 3, (frame + 1) * width * height * 3);
  return sharp(raw, { raw: { width, height: height * frames, channels: 3, pageHeight: height } })
    .gif({ delay: 40 })
    .toBuffer();
}

/** A PHP script, as an attacker would name it `photo.jpg` and declare it image/jpeg. */
export const PHP_AS_JPEG = Buffer.from('<?php system($_GET["cmd"]); ?>\n');

/** An SVG that would run script in a browser several ways, with a picture worth keeping. */
export const SVG_WITH_SCRIPT = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="800" height="400" viewBox="0 0 800 400" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <rect width="800" height="400" fill="#2a9d8f"/>
  <circle cx="400" cy="200" r="120" fill="#e9c46a" onclick="alert(2)"/>
  <a xlink:href="javascript:alert(3)"><text x="20" y="40">hello</text></a>
  <foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(4)"></iframe></foreignObject>
  <image href="https://attacker.example/track.png" width="10" height="10"/>
</svg>
`,
);

/**
 * An SVG whose drawing is all filter work over a huge viewBox, at `side`×`side` pixels (36
 * megapixels, under the limit, unless told): `steps` rounds of noise of many octaves, a wide
 * blur and a colour matrix, chained.
 */
export function svgFilterBomb(side = 6000, steps = 60): Buffer {
  const chain = Array.from(
    { length: steps },
    (_, i) =>
      `<feTurbulence baseFrequency="0.9" numOctaves="10" result="t${i}"/>` +
      `<feGaussianBlur in="${i ? `m${i - 1}` : 'SourceGraphic'}" stdDeviation="${1000 * (i + 1)}" result="b${i}"/>` +
      `<feColorMatrix in="b${i}" type="saturate" values="0.${i % 10}" result="m${i}"/>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 10000000 10000000">` +
      `<filter id="f" x="0" y="0" width="10000000" height="10000000" filterUnits="userSpaceOnUse">${chain}</filter>` +
      `<rect width="10000000" height="10000000" fill="#2a9d8f" filter="url(#f)"/></svg>`,
  );
}

/** "A billion laughs" in SVG: nine levels of ten `<use>` each, 10⁹ rectangles if drawn. */
export function svgUseBomb(levels = 9): Buffer {
  const groups = Array.from({ length: levels }, (_, i) =>
    i === 0
      ? '<g id="l0"><rect width="10" height="10" fill="#e76f51"/></g>'
      : `<g id="l${i}">${Array.from({ length: 10 }, () => `<use href="#l${i - 1}" xlink:href="#l${i - 1}"/>`).join('')}</g>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1000" height="1000"><defs>${groups}</defs><use href="#l${levels - 1}" xlink:href="#l${levels - 1}"/></svg>`,
  );
}

/**
 * A PNG of `width`×`height` one-bit grey pixels, written by hand so that any size is a few bytes
 * of header and a deflated run of zeros: a 1×N strip, an N×1 line, or a decompression bomb.
 */
export function bitPng(width: number, height: number): Buffer {
  const rowBytes = Math.ceil(width / 8) + 1;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rowBytes * height), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb: a valid PNG of 20,000 × 20,000 one-bit pixels (400 megapixels, 50 MB
 * decoded as one bit each and far more as RGBA) in a file of a few tens of kilobytes.
 */
export function pngBomb(side = 20_000): Buffer {
  return bitPng(side, side);
}

/** An AVIF whose pictures stop after its header: the header reads, the pixels do not. */
export async function truncatedAvif(): Promise<Buffer> {
  const avif = await sharp(randomBytes(640 * 480 * 3), { raw: { width: 640, height: 480, channels: 3 } })
    .avif({ quality: 60, effort: 0 })
    .toBuffer();
  return avif.subarray(0, avif.indexOf('mdat', 0, 'latin1') + 64);
}

/** An AVIF whose header claims 30,000×30,000 pixels for a picture of 64×48. */
export async function lyingAvif(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888888' } })
    .avif({ effort: 0 })
    .toBuffer();
  const ispe = avif.indexOf('ispe', 0, 'latin1');
  avif.writeUInt32BE(30_000, ispe + 8);
  avif.writeUInt32BE(30_000, ispe + 12);
  return avif;
}

/**
 * A HEIC (HEIF with HEVC pictures), as an iPhone writes them: the container of an AVIF with its
 * brands and its picture's codec renamed, which is what a reader looks at to choose a decoder.
 */
export async function heicImage(): Promise<Buffer> {
  const avif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888888' } })
    .avif({ effort: 0 })
    .toBuffer();
  const renamed = avif.toString('latin1').replace(/avif/g, 'heic').replace('av01', 'hvc1');
  return Buffer.from(renamed, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One file of the worst-case corpus, named for what it is. */
export interface CorpusImage {
  name: string;
  bytes: Buffer;
}

/**
 * The uploads that cost the pipeline most, for the image bench (docs/media.md): 1×N strips and
 * N×1 lines up to the pixel limit, the longest shapes the library takes at the pixel limit, an
 * animation over and one under the frame budget, a malformed and a lying AVIF, a HEIC, the SVG
 * filter and `<use>` bombs, and a phone's photo.
 */
export async function worstCaseCorpus(maxPixels = 40_000_000): Promise<CorpusImage[]> {
  const long = Math.floor(Math.sqrt(maxPixels * 8));
  const short = Math.floor(maxPixels / long);
  return [
    { name: 'photo-4032x3024-exif-gps-orientation-6.jpg', bytes: await cameraPhoto() },
    { name: `photo-${long}x${short}.jpg`, bytes: await jpegImage(long, short) },
    { name: `photo-${short}x${long}.jpg`, bytes: await jpegImage(short, long) },
    ...[250, 1500, 16_384, maxPixels].map((n) => ({ name: `strip-1x${n}.png`, bytes: bitPng(1, n) })),
    ...[250, 1500, 16_384, maxPixels].map((n) => ({ name: `line-${n}x1.png`, bytes: bitPng(n, 1) })),
    { name: 'animated-400-frames-400x400.gif', bytes: await animatedGif(400, 400, 400) },
    { name: 'animated-60-frames-400x400.gif', bytes: await animatedGif(60, 400, 400) },
    { name: 'truncated.avif', bytes: await truncatedAvif() },
    { name: 'lying-30000x30000.avif', bytes: await lyingAvif() },
    { name: 'iphone.heic', bytes: await heicImage() },
    { name: 'filter-bomb.svg', bytes: svgFilterBomb() },
    { name: 'use-bomb.svg', bytes: svgUseBomb() },
    { name: 'decompression-bomb-20000x20000.png', bytes: pngBomb() },
  ];
}
