import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Files for the media tests, made here rather than kept as binaries: good images and hostile ones. */

export async function jpegImage(width = 1600, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 80 })
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
 * A decompression bomb: a valid PNG of 20,000 × 20,000 one-bit pixels (400 megapixels, 50 MB
 * decoded as one bit each and far more as RGBA) in a file of a few tens of kilobytes.
 */
export function pngBomb(side = 20_000): Buffer {
  const rowBytes = Math.ceil(side / 8) + 1;
  const raw = Buffer.alloc(rowBytes * side);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
