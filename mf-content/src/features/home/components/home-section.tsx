import type { ReactNode } from 'react';

type HomeSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** A link under the section, e.g. 'View All Articles'. */
  footer?: ReactNode;
  tone?: 'plain' | 'muted';
  children: ReactNode;
};

export function HomeSection({ id, eyebrow, title, subtitle, footer, tone = 'plain', children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section className={`home-section home-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <header className="home-section__header">
          <p className="home-section__eyebrow">{eyebrow}</p>
          <h2 id={headingId} className="home-section__title">
            {title}
          </h2>
          <p className="home-section__subtitle">{subtitle}</p>
        </header>
        {children}
        {footer ? <div className="home-section__footer">{footer}</div> : null}
      </div>
    </section>
  );
}
