import type { ReactNode } from 'react';
import type { EditorData } from './editor-data';
import { EditorLoadError, EditorLoading, EditorNotFound } from './editor-states';

/** Loading, failed and missing look the same for the four editors; ready renders the editor. */
export function EditorRouteFrame<T>({
  data,
  noun,
  children,
}: {
  data: EditorData<T>;
  noun: string;
  children: (item: T | null) => ReactNode;
}) {
  if (data.state === 'loading') return <EditorLoading noun={noun} />;
  if (data.state === 'error') return <EditorLoadError noun={noun} onRetry={data.retry} />;
  if (data.state === 'missing') return <EditorNotFound noun={noun} />;
  return <>{children(data.item)}</>;
}
