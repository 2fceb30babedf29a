import { contentAdminRoutes } from '@livefully/contracts/routes';
import { useParams } from '@livefully/web-kit/router';
import { useEditorKey } from '../../components/editor/use-editor-key';
import { useMayCall } from '../../features/access/hooks/use-may-call';
import { useCategories } from '../../features/categories/api/category-queries';
import { useAuthors, useMyAuthor } from '../../features/authors/api/author-queries';
import { usePost } from '../../features/posts/api/post-queries';
import { PostEditor } from '../../features/posts/components/post-editor';
import { useTopics } from '../../features/topics/api/topic-queries';
import { TopicSwatch } from '../../features/topics/components/topic-swatch';
import { editorData } from './editor-data';
import { EditorRouteFrame } from './editor-route-frame';

export function PostEditorRoute() {
  const { id } = useParams();
  const editor = useEditorKey(id);
  const post = usePost(id ?? '');
  const categories = useCategories();
  const topics = useTopics();
  const mayCall = useMayCall();
  const data = editorData(id, post, [categories, topics], editor.justCreated);
  // Whoever may change anyone's post may byline it with any profile (docs/authors.md).
  const mayChoose = mayCall(contentAdminRoutes.updatePost, false);
  const authors = useAuthors(mayChoose);
  const mine = useMyAuthor().data;
  const bylines = {
    choices: mayChoose ? (authors.data ?? []).map((a) => ({ value: a.id, label: a.id === mine?.id ? `${a.name} (you)` : a.name })) : null,
    mine: mine?.name ?? null,
  };

  return (
    <EditorRouteFrame data={data} noun="post">
      {(item) => (
        <PostEditor
          key={editor.key}
          post={item}
          onCreated={editor.onCreated}
          mayCall={mayCall}
          categories={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          bylines={bylines}
          topics={(topics.data ?? []).map((t) => ({ value: t.id, label: t.name, visual: <TopicSwatch color={t.color} icon={t.icon} /> }))}
        />
      )}
    </EditorRouteFrame>
  );
}
