import type { MediaItem } from '@livefully/contracts';
import { mediaAdminRoutes as routes } from '@livefully/contracts/routes';
import { ApiError } from '@livefully/web-kit';

/** What the gateway's error envelope says, in words a writer can act on. */
function reasonOf(status: number, body: string): string {
  if (status === 413) return 'The image is too large.';
  if (status === 415) return 'That file is not an image the library takes (JPEG, PNG, WebP, AVIF, GIF or SVG).';
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // not our envelope (a proxy's page)
  }
  return `The upload failed (${status}).`;
}

/**
 * Sends one image to the media library as multipart/form-data, as the library's own upload does,
 * through XMLHttpRequest: fetch cannot report how much of a request body has been sent, and the
 * writer sees a progress bar while a large photo goes up.
 */
export function uploadImageWithProgress(token: string, file: File, onProgress: (fraction: number) => void): Promise<MediaItem> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name || 'pasted-image');
    const request = new XMLHttpRequest();
    request.open('POST', routes.uploadMedia.path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve((JSON.parse(request.responseText) as { data: MediaItem }).data);
      } else {
        reject(new ApiError(request.status, reasonOf(request.status, request.responseText)));
      }
    });
    request.addEventListener('error', () => reject(new Error('The upload did not reach the server. Check the connection and try again.')));
    request.send(form);
  });
}
