import { PageMeta } from '@livefully/web-kit';

export default function AdminApp() {
  return (
    <div className="container page">
      <PageMeta title="Admin" />
      <h1>Admin</h1>
    </div>
  );
}
