import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaDetailSchema, MediaItemSchema, MediaPageSchema, type MediaItem, type PostInput } from '@livefully/contracts';
import {
  bitPng,
  jpegImage,
  noisyJpeg,
  PHP_AS_JPEG,
  pngBomb,
  sidewaysPhoto,
  SVG_WITH_SCRIPT,
  twoToneJpeg,
} from '@livefully/service-kit/media/testing';
import { FolderMediaStore, S3MediaStore, type MediaStore } from '@livefully/service-kit/media';
import { REPO_ROOT } from '../../deploy/embedded/stack.mjs';
import { startS3Proxy } from '../../deploy/s3proxy/start.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { startAdminCluster } from './admin-cluster.js';
import { call as httpCall } from './http-call.js';

/**
 * Fixed ports below 32768 (see vitest.integration.config.ts), ten per store: base postgres,
 * +2 content, +3 gateway, +4 identity, +5 a search port nobody answers, +6 the Auth Emulator,
 * +8 S3Proxy.
 */
const stores = [
  { store: 'folder', basePort: 23_370 },
  { store: 's3', basePort: 23_380 },
] as const;

const ADMIN = 'ada.admin@example.com';
const READER = 'rita.reader@example.com';
const MAX_BYTES = 2 * 1024 * 1024;
const BUCKET = 'livefully-media-test';

describe.each(stores)('uploads and the media library with the $store store', ({ store: kind, basePort }) => {
  const stops: (() => Promise<unknown>)[] = [];
  let url = '';
  let adminToken = '';
  let readerToken = '';
  let store: MediaStore;

  const asAdmin = (method: string, path: string, body?: unknown) => httpCall(url + path, { method, token: adminToken, body });
  const upload = async (bytes: Buffer, name: string, type: string, fields: Record<string, string> = {}, token = adminToken) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${url}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text) };
  };
  const fetchFile = (path: string) => fetch(url + path, { signal: AbortSignal.timeout(10_000) });

  beforeAll(async () => {
    const dataDir = join(REPO_ROOT, '.data', 'test', `media-api-${kind}`);
    rmSync(dataDir, { recursive: true, force: true });
    let mediaEnv: Record<string, string>;
    if (kind === 's3') {
      const s3 = await startS3Proxy({ port: basePort + 8, dataDir: join(dataDir, 's3') });
      stops.push(s3.stop);
      mediaEnv = {
        MEDIA_STORE: 's3',
        MEDIA_S3_ENDPOINT: s3.url,
        MEDIA_S3_REGION: s3.region,
        MEDIA_S3_BUCKET: BUCKET,
        MEDIA_S3_ACCESS_KEY_ID: s3.accessKeyId,
        MEDIA_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      };
      store = new S3MediaStore({
        endpoint: s3.url,
        region: s3.region,
        bucket: BUCKET,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        forcePathStyle: true,
      });
    } else {
      const mediaDir = join(dataDir, 'files');
      mediaEnv = { MEDIA_STORE: 'folder', MEDIA_DIR: mediaDir };
      store = new FolderMediaStore(mediaDir);
    }
    // The cluster empties its own data directory, so the S3 server's files live in a sibling one.
    const cluster = await startAdminCluster({
      name: `media-api-${kind}-cluster`,
      transport: 'tcp',
      basePort,
      adminEmail: ADMIN,
      services: [{ name: 'content', port: basePort + 2, env: { SEARCH_SERVICE_PORT: String(basePort + 5), ...mediaEnv } }],
      gatewayEnv: {
        CONTENT_SERVICE_PORT: String(basePort + 2),
        SEARCH_SERVICE_PORT: String(basePort + 5),
        ENGAGE_SERVICE_PORT: String(basePort + 7),
        MEDIA_MAX_BYTES: String(MAX_BYTES),
        // One upload at a time, none waiting: the busy test holds that place with a body it has not finished.
        MEDIA_WORKERS: '1',
        MEDIA_QUEUE: '0',
        ...mediaEnv,
      },
    });
    stops.unshift(cluster.stop);
    url = cluster.url;
    [adminToken, readerToken] = await Promise.all([
      mintIdToken(cluster.emulatorHost, { email: ADMIN, name: 'Ada Admin' }),
      mintIdToken(cluster.emulatorHost, { email: READER, name: 'Rita Reader' }),
    ]);
  });

  afterAll(async () => {
    for (const stop of stops) await stop().catch(() => {});
  });

  let photo: MediaItem;

  it('takes a JPEG from an admin: the original, AVIF and WebP at each width up to it, and the share image, in the store and served for a year', async () => {
    const answer = await upload(await jpegImage(1400, 700), 'Harbour at dawn.jpg', 'image/jpeg', { alt: 'Boats in a quiet harbour' });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    photo = MediaItemSchema.parse(answer.body.data);
    expect(photo).toMatchObject({
      type: 'jpeg',
      width: 1400,
      height: 700,
      alt: 'Boats in a quiet harbour',
      originalName: 'Harbour at dawn.jpg',
    });
    expect(photo.path).toBe(`/media/${photo.id}/original-1400x700.jpg`);
    expect(photo.variants.map((v) => `${v.format}:${v.width}`)).toEqual([
      'avif:320',
      'webp:320',
      'avif:640',
      'webp:640',
      'avif:960',
      'webp:960',
      'avif:1280',
      'webp:1280',
      'avif:1400',
      'webp:1400',
      'jpeg:1200',
    ]);
    expect((await store.list(photo.id)).length).toBe(12);

    for (const variant of photo.variants) {
      const file = await fetchFile(variant.path);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
    }
    const avif = await fetchFile(`/media/${photo.id}/640.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const original = await fetchFile(photo.path);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetchFile(`/media/${photo.id}/4000.avif`)).status).toBe(404);
    expect((await fetchFile('/media/../../package.json')).status).toBe(404);
  });

  it('refuses a PHP file named .jpg and declared image/jpeg with 415, storing nothing', async () => {
    const before = await asAdmin('GET', '/api/admin/media');
    const answer = await upload(PHP_AS_JPEG, 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(415);
    expect(answer.body.issues).toEqual([
      { path: ['file'], message: 'The file is not an image the library takes (JPEG, PNG, WebP, AVIF, GIF or SVG)' },
    ]);
    const after = await asAdmin('GET', '/api/admin/media');
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('keeps an SVG without its script, and serves it under a CSP that runs nothing', async () => {
    const answer = await upload(SVG_WITH_SCRIPT, 'badge.svg', 'image/svg+xml', { alt: 'A yellow circle on green' });
    expect(answer.status).toBe(201);
    const svg = MediaItemSchema.parse(answer.body.data);
    expect(svg).toMatchObject({ type: 'svg', width: 800, height: 400 });
    const file = await fetchFile(svg.path);
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    const text = await file.text();
    expect(text).toContain('<circle');
    for (const hostile of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', 'alert']) expect(text).not.toContain(hostile);
  });

  it('refuses a decompression bomb with 413 and keeps answering', async () => {
    const answer = await upload(pngBomb(), 'tiny.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toContain('400 megapixels');
    expect((await asAdmin('GET', '/api/admin/media')).status).toBe(200);
  });

  it('keeps a sideways phone photo upright, without its EXIF, GPS or XMP, as a JPEG', async () => {
    const answer = await upload(await sidewaysPhoto(600, 400), 'IMG_0042.jpg', 'image/jpeg');
    expect(answer.status).toBe(201);
    const item = MediaItemSchema.parse(answer.body.data);
    expect(item).toMatchObject({ type: 'jpeg', width: 400, height: 600 });
    expect(item.path).toBe(`/media/${item.id}/original-400x600.jpg`);
    const original = Buffer.from(await (await fetchFile(item.path)).arrayBuffer());
    const meta = await sharp(original).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    // Stored top left, the red quarter is top right once the photo is upright.
    const [red] = await sharp(original).extract({ left: 350, top: 50, width: 1, height: 1 }).raw().toBuffer();
    expect(red).toBeGreaterThan(200);
  });

  it('refuses a 1×250 strip with 413 at once', async () => {
    const answer = await upload(bitPng(1, 250), 'strip.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(answer.body.issues).toEqual([
      { path: ['file'], message: 'The image is 1×250 pixels; its longer side may be at most 20 times its shorter side' },
    ]);
  });

  it('answers 503 in the API envelope, without reading the body, while every place in the image queue is taken', async () => {
    // An upload whose body has begun and not ended holds the only place.
    const boundary = 'held-upload-boundary';
    let hold!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        hold = controller;
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
        );
      },
    });
    const held = fetch(`${url}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    // The held request has reached the handler once a second upload is refused.
    let busy = await upload(await jpegImage(100, 100), 'b.jpg', 'image/jpeg');
    for (let tries = 0; busy.status !== 503 && tries < 50; tries++) busy = await upload(await jpegImage(100, 100), 'b.jpg', 'image/jpeg');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('10');
    expect(busy.body).toMatchObject({
      code: 'COMMON.SERVICE_UNAVAILABLE',
      message: 'Every place in the image queue is taken; try the upload again in a minute',
    });

    hold.close();
    expect((await held).status).toBe(400);
    const after = await upload(await jpegImage(100, 100), 'c.jpg', 'image/jpeg');
    expect(after.status).toBe(201);
  });

  it('refuses an image over the size limit with 413', async () => {
    const big = await noisyJpeg(2000, 1500);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const answer = await upload(big, 'huge.jpg', 'image/jpeg');
    expect(answer.status).toBe(413);
    expect(answer.body.issues).toEqual([{ path: ['file'], message: 'The file is larger than 2 MB' }]);
  });

  it('answers a request without a file, or with a JSON body, with a 4xx that says what to send', async () => {
    const form = new FormData();
    form.append('alt', 'nothing');
    const empty = await fetch(`${url}/api/admin/media`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect(empty.status).toBe(400);
    expect((await empty.json()).issues).toEqual([{ path: ['file'], message: 'Choose an image to upload' }]);
    const json = await asAdmin('POST', '/api/admin/media', { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('is for admins only', async () => {
    const png = await jpegImage(100, 100);
    expect((await upload(png, 'a.jpg', 'image/jpeg', {}, readerToken)).status).toBe(403);
    const anonymous = await fetch(`${url}/api/admin/media`, { method: 'POST', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect((await httpCall(`${url}/api/admin/media`, { token: readerToken })).status).toBe(403);
  });

  it('cuts the share image again around a new focal point, under a new name, and refuses a point off the picture with field messages', async () => {
    // Dark left half, light right half: a 1200-wide box shows where it was cut.
    const answer = await upload(await twoToneJpeg(2400, 630), 'two tones.jpg', 'image/jpeg', { alt: 'Night and day' });
    const item = MediaItemSchema.parse(answer.body.data);
    expect(item.focal).toEqual({ x: 0.5, y: 0.5 });
    const brightness = async (path: string) => {
      const file = await fetchFile(path);
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      return (await sharp(Buffer.from(await file.arrayBuffer())).stats()).channels[0]!.mean;
    };
    const centred = await brightness(`/media/${item.id}/share.jpg`);
    expect(centred).toBeGreaterThan(100);

    const moved = await asAdmin('PUT', `/api/admin/media/${item.id}/focal`, { x: 0.1, y: 0.25 });
    expect(moved.status).toBe(200);
    const changed = MediaItemSchema.parse(moved.body.data);
    expect(changed.focal).toEqual({ x: 0.1, y: 0.25 });
    const share = changed.variants.find((variant) => variant.format === 'jpeg')!;
    expect(share).toMatchObject({ width: 1200, height: 630, path: `/media/${item.id}/share-100-250.jpg` });
    expect(await brightness(share.path)).toBeLessThan(30);
    // The old file is kept as it was: a page or a crawler that still names it gets the same bytes.
    expect(await brightness(`/media/${item.id}/share.jpg`)).toBe(centred);
    expect(MediaDetailSchema.parse((await asAdmin('GET', `/api/admin/media/${item.id}`)).body.data).focal).toEqual({ x: 0.1, y: 0.25 });

    const bad = await asAdmin('PUT', `/api/admin/media/${item.id}/focal`, { x: 1.2, y: 'top' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: ['x'], message: 'x must be at most 1' },
      { path: ['y'], message: 'y must be a number from 0 (top edge) to 1' },
    ]);
    expect((await asAdmin('PUT', '/api/admin/media/00000000-0000-4000-8000-000000000000/focal', { x: 0.5, y: 0.5 })).status).toBe(404);
    expect(
      (await httpCall(`${url}/api/admin/media/${item.id}/focal`, { method: 'PUT', token: readerToken, body: { x: 0, y: 0 } })).status,
    ).toBe(403);
    expect((await asAdmin('DELETE', `/api/admin/media/${item.id}`)).status).toBe(200);
  });

  it('lists and searches the library, changes alt text, and refuses to delete an image in use (also by a post in the trash) with 409', async () => {
    const page = MediaPageSchema.parse((await asAdmin('GET', '/api/admin/media?q=harbour')).body.data);
    expect(page.items.map((item) => item.id)).toEqual([photo.id]);
    const changed = await asAdmin('PUT', `/api/admin/media/${photo.id}`, { alt: 'Fishing boats at dawn' });
    expect(changed.body.data.alt).toBe('Fishing boats at dawn');
    const tooLong = await asAdmin('PUT', `/api/admin/media/${photo.id}`, { alt: 'x'.repeat(301) });
    expect(tooLong.status).toBe(400);

    const categories = await asAdmin('GET', '/api/admin/categories');
    const wellness = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    const input: PostInput = {
      title: 'Harbour Mornings',
      slug: `harbour-mornings-${kind}`,
      excerpt: 'Early light on the water.',
      content: `## Boats\n\n${'Gulls and ropes and coffee. '.repeat(40)}`,
      categoryId: wellness,
      publishedAt: '2025-03-01T08:00:00.000Z',
      imagePath: photo.path,
      imageAlt: 'Fishing boats at dawn',
      status: 'published',
    };
    const created = await asAdmin('POST', '/api/admin/posts', input);
    expect(created.status).toBe(201);

    const detail = MediaDetailSchema.parse((await asAdmin('GET', `/api/admin/media/${photo.id}`)).body.data);
    expect(detail.usage).toEqual([
      { kind: 'post', id: created.body.data.id, title: 'Harbour Mornings', slug: input.slug, field: 'image', trashed: false },
    ]);
    const refused = await asAdmin('DELETE', `/api/admin/media/${photo.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CONTENT.MEDIA_IN_USE');
    expect((await fetchFile(photo.path)).status).toBe(200);

    // A post in the trash still uses it (a restore brings the picture back); one that lets go of it does not.
    expect((await asAdmin('DELETE', `/api/admin/posts/${created.body.data.id}`)).status).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/media/${photo.id}`)).status).toBe(409);
    expect((await asAdmin('POST', `/api/admin/posts/${created.body.data.id}/restore`)).status).toBe(200);
    const current = await asAdmin('GET', `/api/admin/posts/${created.body.data.id}`);
    const unlinked = await asAdmin('PUT', `/api/admin/posts/${created.body.data.id}`, {
      ...input,
      imagePath: '',
      imageAlt: '',
      version: current.body.data.version,
    });
    expect(unlinked.status).toBe(200);
    const removed = await asAdmin('DELETE', `/api/admin/media/${photo.id}`);
    expect(removed.status).toBe(200);
    expect(await store.list(photo.id)).toEqual([]);
    expect((await fetchFile(photo.path)).status).toBe(404);
    expect((await asAdmin('GET', `/api/admin/media/${photo.id}`)).status).toBe(404);
  });

  it('restores a revision without the image deleted from the library since, naming it, so no page points at its 404 files', async () => {
    const pier = MediaItemSchema.parse((await upload(await jpegImage(900, 600), 'pier.jpg', 'image/jpeg', { alt: 'A pier' })).body.data);
    const categories = await asAdmin('GET', '/api/admin/categories');
    const wellness = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    const words = 'Planks and tide and gulls. '.repeat(40);
    const input: PostInput = {
      title: 'The Pier',
      slug: `the-pier-${kind}`,
      excerpt: 'Out over the water.',
      content: `${words}\n\n![The pier at noon](${pier.path})\n\nThe end.`,
      categoryId: wellness,
      publishedAt: '2025-03-01T08:00:00.000Z',
      imagePath: pier.path,
      imageAlt: 'A pier',
      status: 'published',
    };
    const created = await asAdmin('POST', '/api/admin/posts', input);
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const plain = await asAdmin('PUT', `/api/admin/posts/${id}`, { ...input, imagePath: '', imageAlt: '', content: words, version: 1 });
    expect(plain.status).toBe(200);
    expect((await asAdmin('DELETE', `/api/admin/media/${pier.id}`)).status).toBe(200);
    expect((await fetchFile(pier.path)).status).toBe(404);

    const restored = await asAdmin('POST', `/api/admin/posts/${id}/revisions/1/restore`, { version: 2 });
    expect(restored.status, restored.text).toBe(201);
    expect(restored.body.data.droppedImages).toEqual([
      { field: 'imagePath', path: pier.path },
      { field: 'content', path: pier.path },
    ]);
    expect(restored.body.data.item).toMatchObject({ version: 3, title: 'The Pier', imagePath: '', imageAlt: '' });
    const published = await httpCall(`${url}/api/blog-posts/${input.slug}`);
    expect(published.status).toBe(200);
    expect(published.text).not.toContain(`/media/${pier.id}/`);
    expect(published.body.data.content).toContain('The end.');
  });
});
