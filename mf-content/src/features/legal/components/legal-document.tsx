import { Breadcrumb, PageMeta } from '@livefully/web-kit';
import { Box, Heading, Text } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';
import { Eyebrow } from '../../../components/eyebrow/eyebrow';
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
      <Box asChild maxWidth="var(--container-narrow)" mb="8">
        <header>
          <Eyebrow>Legal</Eyebrow>
          <Heading as="h1" size="8" mb="2">
            {title}
          </Heading>
          <Text as="p" size="2" weight="medium" color="gray">
            Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE_ISO}>{LEGAL_EFFECTIVE_DATE}</time>
          </Text>
          <Text as="div" size="4" className="legal__intro">
            {intro}
          </Text>
        </header>
      </Box>
      <div className="legal__layout">
        <LegalToc sections={sections} />
        <article className="legal__body" aria-label={title}>
          {sections.map(({ id, title: sectionTitle, body }, index) => (
            <section key={id} id={id} className="legal-section" aria-labelledby={`${id}-heading`}>
              <Heading as="h2" id={`${id}-heading`} size="6" mb="4">
                <Text color="orange">{index + 1}.</Text> {sectionTitle}
              </Heading>
              {body}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
