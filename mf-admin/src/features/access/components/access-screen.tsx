import { PageMeta } from '@livefully/web-kit';
import type { ReactNode } from 'react';

type AccessScreenProps = { title: string; icon: ReactNode; children: ReactNode };

/** A centred card that says why the admin area is not showing, and what to do. */
export function AccessScreen({ title, icon, children }: AccessScreenProps) {
  return (
    <div className="container page">
      <PageMeta title={title} />
      <section className="admin-access" aria-labelledby="admin-access-title">
        <span className="admin-access__icon" aria-hidden="true">
          {icon}
        </span>
        <h1 id="admin-access-title" className="admin-access__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
