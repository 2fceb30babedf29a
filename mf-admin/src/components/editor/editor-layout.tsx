import { Breadcrumb, PageMeta } from '@livefully/web-kit';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link, type Blocker } from 'react-router';
import { ErrorSummary } from '../form/error-summary';
import { LeaveDialog } from './leave-dialog';
import './editor.css';

type EditorLayoutProps = {
  /** 'post', 'guide', 'topic' or 'category', as people read it. */
  noun: string;
  heading: string;
  isNew: boolean;
  status?: ReactNode;
  /** The public page, for a saved item visitors can see. */
  viewHref?: string | undefined;
  form: {
    summary: { field: string; message: string }[];
    idOf: (field: string) => string;
    focusField: (field: string) => void;
    dirty: boolean;
  };
  onSubmit: (event?: FormEvent) => void;
  saving: boolean;
  blocker: Blocker;
  deleteControl?: ReactNode;
  main: ReactNode;
  aside?: ReactNode;
};

function saveState(saving: boolean, dirty: boolean, isNew: boolean): string {
  if (saving) return 'Saving…';
  if (dirty) return 'Unsaved changes';
  return isNew ? 'Not saved yet' : 'All changes saved';
}

/**
 * The frame every editor shares: breadcrumb, heading, the problems of the last save, the fields
 * (main column and a side column on wide screens) and an action bar that stays in view.
 */
export function EditorLayout(props: EditorLayoutProps) {
  const { noun, heading, isNew, status, viewHref, form, onSubmit, saving, blocker, deleteControl, main, aside } = props;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Ctrl+S / Cmd+S saves, as in every editor people already use.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        formRef.current?.requestSubmit();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div className="admin-editor">
      <PageMeta title={`${heading} | Admin`} />
      <Breadcrumb items={[{ label: 'Admin', to: '/admin' }, { label: heading }]} />
      <header className="admin-editor__header">
        <h1 id={headingId} className="admin-editor__title">
          {heading}
        </h1>
        <div className="admin-editor__meta">
          {status}
          {viewHref ? (
            <a className="admin-link-button" href={viewHref} target="_blank" rel="noreferrer">
              View on site<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </header>
      <ErrorSummary errors={form.summary} idOf={form.idOf} onSelect={form.focusField} noun={noun} />
      <form ref={formRef} className="admin-editor__form" noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <div className={`admin-editor__grid ${aside ? 'admin-editor__grid--aside' : ''}`}>
          <div className="admin-editor__main">{main}</div>
          {aside ? <div className="admin-editor__aside">{aside}</div> : null}
        </div>
        <div className="admin-editor__bar">
          <p className="admin-editor__state" role="status">
            {saveState(saving, form.dirty, isNew)}
          </p>
          {deleteControl ? <div className="admin-editor__danger">{deleteControl}</div> : null}
          <div className="admin-editor__actions">
            <Link to="/admin" className="button button--ghost">
              {form.dirty ? (
                'Cancel'
              ) : (
                <>
                  Back <span className="admin-wide-only">to dashboard</span>
                </>
              )}
            </Link>
            <button type="submit" className="button button--primary" disabled={saving} aria-keyshortcuts="Control+S Meta+S">
              {saving ? 'Saving...' : 'Save'}
            </button>
          </div>
        </div>
      </form>
      <LeaveDialog blocker={blocker} noun={noun} />
    </div>
  );
}
