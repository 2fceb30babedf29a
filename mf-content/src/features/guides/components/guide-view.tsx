import type { Guide } from '@livefully/contracts';
import { Breadcrumb, CategoryBadge, Markdown, PageMeta } from '@livefully/web-kit';
import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { BackLink } from '../../../components/back-link/back-link';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { GuideRelatedArticles, RELATED_SECTION_ID } from './guide-related-articles';
import './guide.css';

export function GuideView({ guide }: { guide: Guide }) {
  const relatedSection = useRef<HTMLElement>(null);
  const relatedHeading = useRef<HTMLHeadingElement>(null);
  const scrollToRelated = useScrollToSection(relatedSection, relatedHeading);

  return (
    <div className="page guide">
      <PageMeta title={guide.title} description={guide.metaDescription || guide.description} image={guide.imagePath} type="article" />
      <article>
        <header className="container container--narrow guide__header">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Explore', to: '/guides' }, { label: guide.title }]} />
          <BackLink to="/guides">Back to all guides</BackLink>
          <CategoryBadge category={guide.category} />
          <h1 className="guide__title">{guide.title}</h1>
          <p className="guide__description">{guide.description}</p>
          <a href={`#${RELATED_SECTION_ID}`} className="guide__related-link" onClick={scrollToRelated}>
            {`${guide.articleCount} related articles`}
            <ArrowDown aria-hidden="true" focusable="false" />
          </a>
        </header>
        <div className="container guide__hero-wrap">
          <img className="guide__hero" src={guide.imagePath} alt={guide.imageAlt} decoding="async" />
        </div>
        <div className="container container--narrow">
          <Markdown>{guide.content}</Markdown>
        </div>
      </article>
      <GuideRelatedArticles category={guide.category} sectionRef={relatedSection} headingRef={relatedHeading} />
    </div>
  );
}
