import type { ReactNode } from 'react';

/** The sign-up form itself comes from another remote, handed in by the shell. */
export function NewsletterSection({ children }: { children: ReactNode }) {
  return (
    <section className="home-newsletter" aria-label="Newsletter">
      <div className="container container--narrow">{children}</div>
    </section>
  );
}
