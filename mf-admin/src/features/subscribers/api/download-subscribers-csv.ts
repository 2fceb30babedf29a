import { ApiError } from '@livefully/web-kit';
import { useMutation } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export type CsvExport = { kind: 'newsletter' } | { kind: 'apps'; app?: string };

export function csvExportUrl(request: CsvExport): string {
  if (request.kind === 'newsletter') return '/api/admin/subscribers/newsletter.csv';
  return request.app ? `/api/admin/subscribers/apps.csv?app=${encodeURIComponent(request.app)}` : '/api/admin/subscribers/apps.csv';
}

/** The server's name from Content-Disposition; ours when the header is missing or odd. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/**
 * A plain link cannot carry the bearer token, so the file comes through fetch and is handed to
 * the browser as a Blob behind an object URL on a temporary <a download>.
 */
export async function downloadSubscribersCsv(token: string, request: CsvExport): Promise<string> {
  const response = await fetch(csvExportUrl(request), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/csv' },
    credentials: 'include',
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
  }
  const filename = filenameOf(response.headers.get('Content-Disposition'), 'subscribers.csv');
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file over, not before.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}

export function useDownloadSubscribersCsv() {
  const token = useIdToken();
  return useMutation({
    mutationKey: [...adminKeys.subscribers, 'export'],
    mutationFn: (request: CsvExport) => downloadSubscribersCsv(token, request),
  });
}
