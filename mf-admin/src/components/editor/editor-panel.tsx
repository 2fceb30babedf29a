import type { ReactNode } from 'react';

/** A titled group of fields in an editor's side column. */
export function EditorPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="admin-panel">
      <h2 className="admin-panel__title">{title}</h2>
      <div className="admin-panel__body">{children}</div>
    </div>
  );
}
