// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WRITING_MODE_KEY } from '../../components/form/markdown-field';
import { ADA, adminApi, renderAdmin, testAuth } from '../../testing/render-admin';

const PATH = '/media/0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60/original-2x2.png';

/** The browser's XMLHttpRequest as far as the upload uses it, answered by the test. */
class UploadRequest {
  static last: UploadRequest | null = null;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    UploadRequest.last = this;
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    });
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.events.dispatchEvent(new Event('load'));
    });
  }
}

beforeEach(() => {
  localStorage.clear();
  UploadRequest.last = null;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openNewPost(mode: 'markdown' | 'visual') {
  localStorage.setItem(WRITING_MODE_KEY, mode);
  adminApi();
  vi.stubGlobal('XMLHttpRequest', UploadRequest);
  const auth = testAuth();
  renderAdmin('/admin/posts/new', auth);
  await auth.emit(ADA);
  await screen.findByRole('heading', { level: 1, name: 'New post' });
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
const clipboard = (files: File[]) => ({ clipboardData: { files, types: ['Files'], getData: () => '', items: [] } });
const content = () => screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
const item = { id: '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60', path: PATH, alt: '' };

describe('pasting an image into the markdown mode', { timeout: 20_000 }, () => {
  it('holds its place with a placeholder, shows progress, puts the image in and asks for its alt text there', async () => {
    await openNewPost('markdown');
    fireEvent.change(content(), { target: { value: 'Intro.' } });
    content().setSelectionRange(6, 6);
    fireEvent.paste(content(), clipboard([png()]));

    expect(content().value).toBe('Intro.\n\n![Uploading photo.png…](#uploading-1)\n\n');
    const request = UploadRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/media');
    expect((request.body!.get('file') as File).name).toBe('photo.png');
    request.progress(50, 100);
    expect((screen.getByRole('progressbar', { name: 'Uploading photo.png' }) as HTMLProgressElement).value).toBe(0.5);

    await request.answer(201, { success: true, data: item });
    expect(content().value).toBe(`Intro.\n\n![](${PATH})\n\n`);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const alt = screen.getByRole('textbox', { name: 'Alt text for photo.png' });
    expect(document.activeElement).toBe(alt);
    fireEvent.change(alt, { target: { value: 'A dog asleep' } });
    fireEvent.keyDown(alt, { key: 'Enter' });
    expect(content().value).toBe(`Intro.\n\n![A dog asleep](${PATH})\n\n`);
    expect(screen.queryByRole('textbox', { name: 'Alt text for photo.png' })).toBeNull();
  });

  it('takes a dropped image the same way', async () => {
    await openNewPost('markdown');
    fireEvent.drop(content(), { dataTransfer: { files: [png()], types: ['Files'] } });
    expect(content().value).toBe('![Uploading photo.png…](#uploading-1)\n\n');
    await UploadRequest.last!.answer(201, { success: true, data: item });
    expect(content().value).toBe(`![](${PATH})\n\n`);
    expect(screen.getByRole('textbox', { name: 'Alt text for photo.png' })).toBeTruthy();
  });

  it('takes the placeholder out and says why when the upload fails', async () => {
    await openNewPost('markdown');
    fireEvent.change(content(), { target: { value: 'A\n\nB' } });
    content().setSelectionRange(1, 1);
    fireEvent.paste(content(), clipboard([png()]));
    await UploadRequest.last!.answer(415, { success: false, message: 'unsupported', code: 'UNSUPPORTED' });

    expect(content().value).toBe('A\n\nB');
    expect(screen.getByRole('alert').textContent).toContain('photo.png was not uploaded: That file is not an image the library takes');
  });
});

describe('pasting an image into the visual mode', { timeout: 20_000 }, () => {
  it('uploads it, inserts the image and asks for the alt text under it; without one it shows a marker', async () => {
    await openNewPost('visual');
    const dom = await waitFor(() => {
      const element = screen.getByRole('textbox', { name: 'Content' });
      expect(element.getAttribute('contenteditable')).toBe('true');
      return element;
    });
    fireEvent.paste(dom, clipboard([png()]));
    UploadRequest.last!.progress(1, 4);
    expect((screen.getByRole('progressbar', { name: 'Uploading photo.png' }) as HTMLProgressElement).value).toBe(0.25);
    await UploadRequest.last!.answer(201, { success: true, data: item });

    const alt = await screen.findByRole('textbox', { name: 'Alt text for this image' });
    await waitFor(() => expect(document.activeElement).toBe(alt));
    fireEvent.keyDown(alt, { key: 'Escape' });
    const marker = await screen.findByRole('button', { name: 'Add alt text' });
    fireEvent.click(marker);
    const again = await screen.findByRole('textbox', { name: 'Alt text for this image' });
    fireEvent.change(again, { target: { value: 'A dog asleep' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add alt text' })).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Markdown' }));
    expect(content().value).toBe(`![A dog asleep](${PATH})`);
  });
});
