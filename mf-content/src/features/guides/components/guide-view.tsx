import type { Guide } from '@livefully/contracts';
import {
  Breadcrumb,
  breadcrumbListJsonLd,
  CategoryBadge,
  JsonLd,
  Markdown,
  PageMeta,
  ResponsiveImage,
  useHeadContext,
} from '@livefully/web-kit';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { ArrowDown } from 'lucide-react';
import { useRef } from 'react';
import { BackLink } from '../../../components/back-link/back-link';
import { useScrollToSection } from '../hooks/use-scroll-to-section';
import { GuideRelatedArticles, RELATED_SECTION_ID } from './guide-related-articles';
import './guide.css';

/** The hero's column is at most 60rem wide. */
const HERO_SIZES = '(min-width: 60rem) 60rem, 100vw';

export function GuideView({ guide }: { guide: Guide }) {
  const relatedSection = useRef<HTMLElement>(null);
  const relatedHeading = useRef<HTMLHeadingElement>(null);
  const scrollToRelated = useScrollToSection(relatedSection, relatedHeading);
  const head = useHeadContext();
  const breadcrumb = [{ label: 'Home', to: '/' }, { label: 'Explore', to: '/guides' }, { label: guide.title }];

  return (
    <div className="page guide">
      <PageMeta
        title={guide.title}
        description={guide.metaDescription || guide.description}
        image={guide.imagePath}
        imageAlt={guide.imageAlt}
        type="article"
        article={{ section: guide.category }}
      />
      <JsonLd data={breadcrumbListJsonLd(breadcrumb, head)} />
      <article>
        <Flex asChild direction="column" align="start" gap="3" mb="6">
          <header className="container container--narrow">
            <Breadcrumb items={breadcrumb} />
            <BackLink to="/guides">Back to all guides</BackLink>
            <CategoryBadge category={guide.category} />
            <Heading as="h1" size="8" mb="0">
              {guide.title}
            </Heading>
            <Text as="p" size="5" color="gray" mb="0">
              {guide.description}
            </Text>
            <Button asChild variant="soft" radius="full" size="2">
              <a href={`#${RELATED_SECTION_ID}`} onClick={scrollToRelated}>
                {`${guide.articleCount} related articles`}
                <ArrowDown aria-hidden="true" focusable="false" size={16} />
              </a>
            </Button>
          </header>
        </Flex>
        <div className="container guide__hero-wrap">
          <ResponsiveImage className="guide__hero" src={guide.imagePath} alt={guide.imageAlt} sizes={HERO_SIZES} priority />
        </div>
        <div className="container container--narrow">
          <Markdown>{guide.content}</Markdown>
        </div>
      </article>
      <GuideRelatedArticles category={guide.category} sectionRef={relatedSection} headingRef={relatedHeading} />
    </div>
  );
}
