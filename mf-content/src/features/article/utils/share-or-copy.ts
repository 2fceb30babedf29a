export type ShareContent = { title: string; text: string; url: string };

type Sharer = {
  share?: ((data: ShareContent) => Promise<void>) | undefined;
  clipboard?: Pick<Clipboard, 'writeText'> | undefined;
};

/**
 * docs/requirements.md#r-share: the device's own share sheet first; when it is missing or fails, the link goes to
 * the clipboard. Rejects only when the clipboard fails as well.
 */
export async function shareOrCopy(content: ShareContent, sharer: Sharer = navigator): Promise<'shared' | 'copied'> {
  if (typeof sharer.share === 'function') {
    try {
      await sharer.share(content);
      return 'shared';
    } catch {
      // Fall through to copying, as the spec asks.
    }
  }
  if (!sharer.clipboard) throw new Error('Clipboard unavailable');
  await sharer.clipboard.writeText(content.url);
  return 'copied';
}
