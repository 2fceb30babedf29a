import { useParams } from '@livefully/web-kit/router';
import { useEditorKey } from '../../components/editor/use-editor-key';
import { useTopic } from '../../features/topics/api/topic-queries';
import { TopicEditor } from '../../features/topics/components/topic-editor';
import { editorData } from './editor-data';
import { EditorRouteFrame } from './editor-route-frame';

export function TopicEditorRoute() {
  const { id } = useParams();
  const editor = useEditorKey(id);
  const topic = useTopic(id ?? '');
  const data = editorData(id, topic, [], editor.justCreated);

  return (
    <EditorRouteFrame data={data} noun="topic">
      {(item) => <TopicEditor key={editor.key} topic={item} onCreated={editor.onCreated} />}
    </EditorRouteFrame>
  );
}
