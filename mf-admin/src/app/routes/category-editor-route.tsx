import { useParams } from '@livefully/web-kit/router';
import { useEditorKey } from '../../components/editor/use-editor-key';
import { useCategory } from '../../features/categories/api/category-queries';
import { CategoryEditor } from '../../features/categories/components/category-editor';
import { editorData } from './editor-data';
import { EditorRouteFrame } from './editor-route-frame';

export function CategoryEditorRoute() {
  const { id } = useParams();
  const editor = useEditorKey(id);
  const category = useCategory(id ?? '');
  const data = editorData(id, category, [], editor.justCreated);

  return (
    <EditorRouteFrame data={data} noun="category">
      {(item) => <CategoryEditor key={editor.key} category={item} onCreated={editor.onCreated} />}
    </EditorRouteFrame>
  );
}
