import { Route, Routes } from '@livefully/web-kit/router';
import { AllContentRoute } from './routes/all-content-route';
import { AuditRoute } from './routes/audit-route';
import { AuthorEditorRoute } from './routes/author-editor-route';
import { AuthorsRoute } from './routes/authors-route';
import { ProfileRoute } from './routes/profile-route';
import { MediaPickerProvider } from '../features/media/components/media-picker-provider';
import { WritingToolsProvider } from '../features/visual-editor/writing-tools-provider';
import { CategoryEditorRoute } from './routes/category-editor-route';
import { DashboardRoute } from './routes/dashboard-route';
import { EditorNotFound } from './routes/editor-states';
import { GuideEditorRoute } from './routes/guide-editor-route';
import { InboxRoute } from './routes/inbox-route';
import { MailingEditorRoute } from './routes/mailing-editor-route';
import { MailingsRoute } from './routes/mailings-route';
import { MediaRoute } from './routes/media-route';
import { PeopleRoute } from './routes/people-route';
import { PostEditorRoute } from './routes/post-editor-route';
import { StaffRoute } from './routes/staff-route';
import { SubscribersRoute } from './routes/subscribers-route';
import { TopicEditorRoute } from './routes/topic-editor-route';
import { TrashRoute } from './routes/trash-route';

/** The shell mounts this remote at admin/*; these paths are relative to /admin. */
export function AdminRoutes() {
  return (
    <MediaPickerProvider>
      <WritingToolsProvider>
        <Routes>
          <Route index element={<DashboardRoute />} />
          <Route path="content" element={<AllContentRoute />} />
          <Route path="posts/new" element={<PostEditorRoute />} />
          <Route path="posts/:id/edit" element={<PostEditorRoute />} />
          <Route path="guides/new" element={<GuideEditorRoute />} />
          <Route path="guides/:id/edit" element={<GuideEditorRoute />} />
          <Route path="topics/new" element={<TopicEditorRoute />} />
          <Route path="topics/:id/edit" element={<TopicEditorRoute />} />
          <Route path="categories/new" element={<CategoryEditorRoute />} />
          <Route path="categories/:id/edit" element={<CategoryEditorRoute />} />
          <Route path="inbox" element={<InboxRoute />} />
          <Route path="media" element={<MediaRoute />} />
          <Route path="subscribers" element={<SubscribersRoute />} />
          <Route path="mailings" element={<MailingsRoute />} />
          <Route path="mailings/new" element={<MailingEditorRoute />} />
          <Route path="mailings/:id" element={<MailingEditorRoute />} />
          <Route path="people" element={<PeopleRoute />} />
          <Route path="trash" element={<TrashRoute />} />
          <Route path="audit" element={<AuditRoute />} />
          <Route path="staff" element={<StaffRoute />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="authors" element={<AuthorsRoute />} />
          <Route path="authors/:id/edit" element={<AuthorEditorRoute />} />
          <Route path="*" element={<EditorNotFound noun="page" />} />
        </Routes>
      </WritingToolsProvider>
    </MediaPickerProvider>
  );
}
