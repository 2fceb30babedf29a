import { Breadcrumb, PageMeta } from '@livefully/web-kit';
import { Link, type Blocker } from '@livefully/web-kit/router';
import { Box, Button, Card, Flex, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { ErrorSummary } from '../form/error-summary';
import { EditorAutosaveNotice, EditorHistory, type EditorRevisionsProps } from './editor-revisions';
import { LeaveDialog } from './leave-dialog';
import type { Versioned } from './versioned';
import './editor.css';

type EditorLayoutProps<Item extends Versioned, V extends object> = {
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
  /** The buttons that save, in place of Save (a post's publish flow). */
  actions?: ReactNode;
  main: ReactNode;
  aside?: ReactNode;
  /** The autosave on offer above the form; the history and a refused save's dialog below it. */
  revisions?: EditorRevisionsProps<Item, V>;
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
export function EditorLayout<Item extends Versioned, V extends object>(props: EditorLayoutProps<Item, V>) {
  const { noun, heading, isNew, status, viewHref, form, onSubmit, saving, blocker, deleteControl, actions, main, aside, revisions } = props;
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
    <div>
      <PageMeta title={`${heading} | Admin`} />
      <Breadcrumb items={[{ label: 'Admin', to: '/admin' }, { label: heading }]} />
      <Flex asChild wrap="wrap" align="center" justify="between" gap="3" mb="5">
        <header>
          <Heading as="h1" size="8" id={headingId}>
            {heading}
          </Heading>
          <Flex wrap="wrap" align="center" gap="4">
            {status}
            {viewHref ? (
              <ThemeLink href={viewHref} target="_blank" rel="noreferrer" size="2" weight="medium">
                View on site<span className="visually-hidden"> (opens in a new tab)</span>
              </ThemeLink>
            ) : null}
          </Flex>
        </header>
      </Flex>
      {revisions ? <EditorAutosaveNotice {...revisions} /> : null}
      <ErrorSummary errors={form.summary} idOf={form.idOf} onSelect={form.focusField} noun={noun} />
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
        <div className={`admin-editor__grid ${aside ? 'admin-editor__grid--aside' : ''}`}>
          <Card size={{ initial: '2', md: '3' }}>
            <Flex direction="column" gap="5" minWidth="0">
              {main}
            </Flex>
          </Card>
          {aside ? (
            <Flex direction="column" gap="4" minWidth="0" className="admin-editor__aside">
              {aside}
            </Flex>
          ) : null}
        </div>
        <Box className="admin-editor__bar" mt="5" p="3">
          <Flex wrap="wrap" align="center" justify="between" gap="3">
            <Text as="p" size="2" weight="medium" color="gray" role="status" className="admin-editor__state">
              {saveState(saving, form.dirty, isNew)}
            </Text>
            <Flex wrap="wrap" gap="2" ml="auto">
              {deleteControl}
              <Button asChild variant="ghost" color="gray">
                <Link to="/admin">
                  {form.dirty ? (
                    'Cancel'
                  ) : (
                    <>
                      Back <span className="admin-wide-only">to dashboard</span>
                    </>
                  )}
                </Link>
              </Button>
              {actions ?? (
                <Button type="submit" disabled={saving} aria-keyshortcuts="Control+S Meta+S">
                  {saving ? 'Saving...' : 'Save'}
                </Button>
              )}
            </Flex>
          </Flex>
        </Box>
      </form>
      {revisions ? (
        <Box mt="5">
          <EditorHistory {...revisions} />
        </Box>
      ) : null}
      <LeaveDialog blocker={blocker} noun={noun} />
    </div>
  );
}
