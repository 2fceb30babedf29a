import { Breadcrumb, PageMeta } from '@livefully/web-kit';
import type { ReactNode } from 'react';
import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { LEGAL_EFFECTIVE_DATE, LEGAL_EFFECTIVE_DATE_ISO, type LegalSection } from './legal-section';
import { LegalToc } from './legal-toc';
import './legal.css';

type LegalDocumentProps = {
  title: string;
  description: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
};

export function LegalDocument({ title, description, intro, sections }: LegalDocumentProps) {
  useScrollToHash();
  return (
    <div className="container page legal">
      <PageMeta title={title} description={description} />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
      <header className="legal__header">
        <p className="legal__eyebrow">Legal</p>
        <h1 className="legal__title">{title}</h1>
        <p className="legal__date">
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE_ISO}>{LEGAL_EFFECTIVE_DATE}</time>
        </p>
        <div className="legal__intro">{intro}</div>
      </header>
      <div className="legal__layout">
        <LegalToc sections={sections} />
        <article className="legal__body" aria-label={title}>
          {sections.map(({ id, title: sectionTitle, body }, index) => (
            <section key={id} id={id} className="legal-section" aria-labelledby={`${id}-heading`}>
              <h2 id={`${id}-heading`} className="legal-section__title">
                <span className="legal-section__number">{index + 1}.</span> {sectionTitle}
              </h2>
              {body}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
