import { ApiError } from '@livefully/web-kit';

/** The server's name from Content-Disposition; ours when the header is missing or odd. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A plain link cannot carry the bearer token, so an admin download comes through fetch and is
 * handed to the browser as a Blob behind an object URL on a temporary <a download>. Answers the
 * file's name.
 */
export async function downloadFile(url: string, token: string, accept: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: accept },
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  const filename = filenameOf(response.headers.get('Content-Disposition'), fallbackName);
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file over, not before.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
  return filename;
}
