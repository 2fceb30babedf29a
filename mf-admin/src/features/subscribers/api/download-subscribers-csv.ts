import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { adminKeys } from '../../../lib/query-keys';
import { useIdToken } from '../../../lib/use-id-token';

export type CsvExport = { kind: 'newsletter' } | { kind: 'apps'; app?: string };

export function csvExportUrl(request: CsvExport): string {
  if (request.kind === 'newsletter') return '/api/admin/subscribers/newsletter.csv';
  return request.app ? `/api/admin/subscribers/apps.csv?app=${encodeURIComponent(request.app)}` : '/api/admin/subscribers/apps.csv';
}

export function downloadSubscribersCsv(token: string, request: CsvExport): Promise<string> {
  return downloadFile(csvExportUrl(request), token, 'text/csv', 'subscribers.csv');
}

export function useDownloadSubscribersCsv() {
  const token = useIdToken();
  return useMutation({
    mutationKey: [...adminKeys.subscribers, 'export'],
    mutationFn: (request: CsvExport) => downloadSubscribersCsv(token, request),
  });
}
