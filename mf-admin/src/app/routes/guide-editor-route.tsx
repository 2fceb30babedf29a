import { useParams } from '@livefully/web-kit/router';
import { useEditorKey } from '../../components/editor/use-editor-key';
import { useCategories } from '../../features/categories/api/category-queries';
import { useGuide } from '../../features/guides/api/guide-queries';
import { GuideEditor } from '../../features/guides/components/guide-editor';
import { editorData } from './editor-data';
import { EditorRouteFrame } from './editor-route-frame';

export function GuideEditorRoute() {
  const { id } = useParams();
  const editor = useEditorKey(id);
  const guide = useGuide(id ?? '');
  const categories = useCategories();
  const data = editorData(id, guide, [categories], editor.justCreated);

  return (
    <EditorRouteFrame data={data} noun="guide">
      {(item) => (
        <GuideEditor
          key={editor.key}
          guide={item}
          onCreated={editor.onCreated}
          categories={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name, postCount: c.postCount }))}
        />
      )}
    </EditorRouteFrame>
  );
}
