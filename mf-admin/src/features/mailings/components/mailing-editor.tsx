import { listTitle, type ListId, type Mailing } from '@livefully/contracts';
import { Breadcrumb, PageMeta } from '@livefully/web-kit';
import { Box, Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { CheckboxGroup } from '@livefully/web-kit/ui/widgets';
import { useId } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { LeaveDialog } from '../../../components/editor/leave-dialog';
import '../../../components/editor/editor.css';
import { ErrorSummary } from '../../../components/form/error-summary';
import { MarkdownField } from '../../../components/form/markdown-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useMailingEditor } from '../hooks/use-mailing-editor';
import { LIST_OPTIONS, recipientsText } from '../../../lib/list-names';
import { MailingPreviewDialog } from './mailing-preview-dialog';
import { MailingStatus } from './mailing-status';
import { ScheduleMailingDialog } from './schedule-mailing-dialog';
import { SendPanel } from './send-panel';

type MailingEditorProps = {
  mailing: Mailing | null;
  initialList: ListId | '';
  /** The confirmed subscribers of a list now, when known: who a send would reach. */
  recipientsOf: (list: ListId) => number | undefined;
  onCreated: (id: string) => void;
};

/** Compose a newsletter issue or an app's announcement, preview it as the e-mail, test it, send it, watch it go. */
export function MailingEditor({ mailing, initialList, recipientsOf, onCreated }: MailingEditorProps) {
  const editor = useMailingEditor({ mailing, initialList, onCreated });
  const { form, live } = editor;
  const { values, setValues, field } = form;
  const headingId = useId();
  // A scheduled mailing is still written here: it goes out as it is at its time.
  const draft = !live || live.status === 'draft' || live.status === 'scheduled';
  const heading = !live ? 'New mailing' : draft ? 'Edit mailing' : live.subject;
  const list = (live && !draft ? live.list : values.list) || undefined;
  const recipients = list ? recipientsOf(list) : undefined;

  return (
    <div>
      <PageMeta title={`${heading} | Admin`} />
      <Breadcrumb items={[{ label: 'Admin', to: '/admin' }, { label: 'Mailings', to: '/admin/mailings' }, { label: heading }]} />
      <Flex asChild wrap="wrap" align="center" justify="between" gap="3" mb="5">
        <header>
          <Heading as="h1" size="8" id={headingId}>
            {heading}
          </Heading>
          {live ? <MailingStatus status={live.status} /> : null}
        </header>
      </Flex>
      <ErrorSummary errors={form.summary} idOf={form.idOf} onSelect={form.focusField} noun="mailing" />
      <div className="admin-editor__grid admin-editor__grid--aside">
        {draft ? (
          <form noValidate onSubmit={editor.onSubmit} aria-labelledby={headingId}>
            <Card size={{ initial: '2', md: '3' }}>
              <Flex direction="column" gap="5" minWidth="0">
                <SelectField
                  field={field('list')}
                  label="Send to"
                  required
                  placeholder="Choose a list"
                  hint="The newsletter's subscribers, or the people who asked to hear about an app."
                  value={values.list}
                  onChange={(next) => setValues({ list: next as ListId })}
                  options={[...LIST_OPTIONS]}
                />
                <TextField
                  field={field('subject')}
                  label="Subject"
                  required
                  large
                  value={values.subject}
                  onChange={(subject) => setValues({ subject })}
                />
                <MarkdownField
                  field={field('body')}
                  label="Body"
                  value={values.body}
                  onChange={(body) => setValues({ body })}
                  registerFocus={form.registerFocus}
                />
                {values.list === 'newsletter' ? (
                  // One checkbox: the group's item brings its own label and the CSS the site already ships.
                  <CheckboxGroup.Root
                    name={field('includeLatest').name}
                    value={values.includeLatest ? ['latest'] : []}
                    onValueChange={(chosen) => setValues({ includeLatest: chosen.includes('latest') })}
                    aria-describedby={`${field('includeLatest').id}-hint`}
                  >
                    <CheckboxGroup.Item value="latest" id={field('includeLatest').id}>
                      Include the newest articles
                    </CheckboxGroup.Item>
                    <Text as="p" size="2" color="gray" id={`${field('includeLatest').id}-hint`}>
                      The three newest published articles under the body, each with its link.
                    </Text>
                  </CheckboxGroup.Root>
                ) : null}
              </Flex>
            </Card>
            <Box className="admin-editor__bar" mt="5" p="3">
              <Flex wrap="wrap" align="center" justify="between" gap="3">
                <Text as="p" size="2" weight="medium" color="gray" role="status" className="admin-editor__state">
                  {editor.saving ? 'Saving…' : form.dirty ? 'Unsaved changes' : live ? 'All changes saved' : 'Not saved yet'}
                </Text>
                <Button type="submit" disabled={editor.saving}>
                  {editor.saving ? 'Saving...' : 'Save draft'}
                </Button>
              </Flex>
            </Box>
          </form>
        ) : (
          <Card size={{ initial: '2', md: '3' }}>
            <Flex direction="column" gap="2">
              <Text as="p" size="2" color="gray">
                To {listTitle(live.list)}
                {live.includeLatest ? ', with the newest articles' : ''}
              </Text>
              <Text as="p" size="2">
                A mailing that has been sent can no longer be changed. Preview it to see what its recipients got.
              </Text>
            </Flex>
          </Card>
        )}
        <Flex direction="column" gap="4" minWidth="0" className="admin-editor__aside">
          <EditorPanel title={draft ? 'Check and send' : 'Delivery'}>
            <SendPanel editor={editor} recipients={recipients} />
          </EditorPanel>
        </Flex>
      </div>
      {editor.previewing ? <MailingPreviewDialog mailing={editor.previewing} onClose={editor.closePreview} /> : null}
      <ConfirmDialog
        open={editor.confirming !== null}
        onOpenChange={(open) => !open && editor.cancelSend()}
        title={`Send to ${recipientsText(recipients)}?`}
        description={
          editor.confirming
            ? `“${editor.confirming.subject}” goes to every confirmed subscriber of ${listTitle(editor.confirming.list)} now.`
            : ''
        }
        detail="Once it starts, it cannot be stopped or changed."
        confirmLabel="Send now"
        busy={editor.sending}
        busyLabel="Starting..."
        onConfirm={() => void editor.confirmSend()}
      />
      {editor.scheduling ? (
        <ScheduleMailingDialog
          open
          onOpenChange={(open) => !open && editor.closeSchedule()}
          subject={editor.scheduling.subject}
          current={editor.scheduling.scheduledAt}
          busy={editor.scheduleBusy}
          onSchedule={editor.confirmSchedule}
        />
      ) : null}
      <ConfirmDialog
        open={editor.deleting}
        onOpenChange={(open) => !open && editor.cancelDelete()}
        title="Delete this draft?"
        description={live ? `“${live.subject}” is deleted for good. It was never sent, and nobody will get it.` : ''}
        confirmLabel="Delete draft"
        cancelLabel="Keep draft"
        tone="danger"
        busy={editor.deleteBusy}
        busyLabel="Deleting..."
        onConfirm={() => void editor.confirmDelete()}
      />
      <LeaveDialog blocker={editor.guard.blocker} noun="mailing" />
    </div>
  );
}
