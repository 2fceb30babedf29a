import type { ListId } from '@livefully/contracts';
import { useParams, useSearchParams } from '@livefully/web-kit/router';
import { useEditorKey } from '../../components/editor/use-editor-key';
import { useMailing } from '../../features/mailings/api/mailing-queries';
import { MailingEditor } from '../../features/mailings/components/mailing-editor';
import { isListId } from '../../lib/list-names';
import { useEngageCounts } from '../../features/subscribers/api/get-engage-counts';
import { editorData } from './editor-data';
import { EditorRouteFrame } from './editor-route-frame';

/** /admin/mailings/new (`?list=<app id>` from an app's "Announce") and /admin/mailings/:id. */
export function MailingEditorRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const editor = useEditorKey(id);
  const mailing = useMailing(id ?? '');
  const counts = useEngageCounts().data;
  const data = editorData(id, mailing, [], editor.justCreated);
  const asked = search.get('list');
  const initialList: ListId | '' = isListId(asked) ? asked : '';
  const recipientsOf = (list: ListId) => (list === 'newsletter' ? counts?.newsletterSubscribers : counts?.appSubscribers[list]);

  return (
    <EditorRouteFrame data={data} noun="mailing">
      {(item) => (
        <MailingEditor key={editor.key} mailing={item} initialList={initialList} recipientsOf={recipientsOf} onCreated={editor.onCreated} />
      )}
    </EditorRouteFrame>
  );
}
