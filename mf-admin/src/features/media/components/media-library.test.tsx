// @vitest-environment jsdom
import type { MediaDetail, MediaItem } from '@livefully/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADA, adminApi, fail, ok, renderAdmin, testAuth } from '../../../testing/render-admin';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const item: MediaItem = {
  id: ID,
  originalName: 'harbour.jpg',
  type: 'jpeg',
  mime: 'image/jpeg',
  width: 1400,
  height: 700,
  bytes: 250_000,
  path: `/media/${ID}/original-1400x700.jpg`,
  alt: 'Boats at dawn',
  focal: { x: 0.5, y: 0.5 },
  variants: [{ format: 'webp', width: 320, height: 160, bytes: 9000, path: `/media/${ID}/320.webp` }],
  createdBy: { uid: 'u-ada', email: 'ada@example.com' },
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const detail: MediaDetail = {
  ...item,
  usage: [
    {
      kind: 'post',
      id: '7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60',
      title: 'Harbour Mornings',
      slug: 'harbour-mornings',
      field: 'image',
      trashed: false,
    },
  ],
};
const list = (items: MediaItem[]) => ok({ items, total: items.length, page: 1, pageSize: 24 });

async function openLibrary(extra: Parameters<typeof adminApi>[1]) {
  const calls = adminApi({}, extra);
  const auth = testAuth();
  renderAdmin('/admin/media', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'Media library' });
  return calls;
}

describe('the media library screen', () => {
  it('uploads the chosen file as multipart and shows the new image', async () => {
    let uploaded = false;
    const calls = await openLibrary({
      'GET /api/admin/media?page=1&pageSize=24': () => list(uploaded ? [item] : []),
      'POST /api/admin/media': () => {
        uploaded = true;
        return ok(item, 201);
      },
      [`GET /api/admin/media/${ID}`]: ok({ ...detail, usage: [] }),
    });
    expect(await screen.findByText('No images yet: upload the first one above.')).toBeTruthy();
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'harbour.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('media-file-input'), { target: { files: [file] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'harbour.jpg' })).toBeTruthy();
    expect(screen.getByText('Not used by any post, guide or topic.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /harbour\.jpg/, pressed: true })).toBeTruthy();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.authorization).toBe('Bearer id-token');
  });

  it('shows where an image is used, and explains the 409 when a delete is refused', async () => {
    await openLibrary({
      'GET /api/admin/media?page=1&pageSize=24': list([item]),
      [`GET /api/admin/media/${ID}`]: ok(detail),
      [`DELETE /api/admin/media/${ID}`]: fail(
        409,
        'This image is in use by post "Harbour Mornings": take it out of it first',
        'CONTENT.MEDIA_IN_USE',
      ),
    });
    fireEvent.click(await screen.findByRole('button', { name: /harbour\.jpg/ }));
    const usage = await screen.findByRole('list', { name: 'Where it is used' });
    expect(within(usage).getByRole('link', { name: 'Harbour Mornings' }).getAttribute('href')).toBe(
      '/admin/posts/7d7f4f0e-1f3c-4c1a-9b7a-1b2c3d4e5f60/edit',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this image?' });
    expect(dialog.textContent).toContain('This image is in use');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Not deleted: This image is in use by post "Harbour Mornings"');
    expect(screen.getByRole('heading', { level: 2, name: 'harbour.jpg' })).toBeTruthy();
  });

  it('shows the server reason for a file that is no image', async () => {
    await openLibrary({
      'GET /api/admin/media?page=1&pageSize=24': list([]),
      'POST /api/admin/media': fail(
        415,
        'The file is not an image the library takes (JPEG, PNG, WebP, AVIF, GIF or SVG)',
        'COMMON.UNSUPPORTED_MEDIA_TYPE',
      ),
    });
    const file = new File(['<?php echo 1; ?>'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('media-file-input'), { target: { files: [file] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Not uploaded: The file is not an image the library takes (JPEG, PNG, WebP, AVIF, GIF or SVG)');
  });
});
