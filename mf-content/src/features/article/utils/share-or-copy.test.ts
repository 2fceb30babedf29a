import { describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-or-copy';

const content = { title: 'Slow Mornings', text: 'Ten unhurried minutes.', url: 'https://example.test/blog/slow-mornings' };

describe('shareOrCopy', () => {
  it('uses the native share with title, text and url when there is one', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(content, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the url when there is no native share', async () => {
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(content, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });

  it('copies the url when the native share fails', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    const writeText = vi.fn(async () => {});
    await expect(shareOrCopy(content, { share, clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(content.url);
  });

  it('rejects when the clipboard cannot be written either', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    await expect(shareOrCopy(content, { clipboard: { writeText } })).rejects.toThrow('denied');
    await expect(shareOrCopy(content, {})).rejects.toThrow('Clipboard unavailable');
  });
});
