import { useToast } from '@livefully/web-kit';
import { Button } from '@livefully/web-kit/ui';
import { Download } from 'lucide-react';
import { isAccessError, readApiProblem } from '../../../lib/api-problem';
import { useDownloadSubscribersCsv, type CsvExport } from '../api/download-subscribers-csv';

/** 'Export CSV' for one list; the accessible name says which list, the toast says which file. */
export function ExportCsvButton({ request, listName }: { request: CsvExport; listName: string }) {
  const { toast } = useToast();
  const download = useDownloadSubscribersCsv();
  return (
    <Button
      type="button"
      variant="outline"
      aria-label={`Export CSV of ${listName} subscribers`}
      disabled={download.isPending}
      onClick={() =>
        download.mutate(request, {
          onSuccess: (filename) => toast({ title: 'Export ready', description: `${filename} has been downloaded.` }),
          onError: (error) => {
            if (isAccessError(error)) return;
            toast({ title: 'Could not export', description: readApiProblem(error).message, variant: 'destructive' });
          },
        })
      }
    >
      <Download aria-hidden="true" focusable="false" size={16} />
      {download.isPending ? 'Exporting…' : 'Export CSV'}
    </Button>
  );
}
