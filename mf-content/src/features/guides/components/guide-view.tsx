import type { Guide } from '@livefully/contracts';
import {
  Breadcrumb,
  breadcrumbListJsonLd,
  CategoryBadge,
  Island,
  JsonLd,
  Markdown,
  PageMeta,
  ResponsiveImage,
  useHeadContext,
} from '@livefully/web-kit';
import { Flex, Heading, Text } from '@livefully/web-kit/ui';
import { BackLink } from '../../../components/back-link/back-link';
import { GuideRelatedArticles } from './guide-related-articles';
import { RelatedLink } from './related-link';
import './guide.css';

/** The hero's column is at most 60rem wide. */
const HERO_SIZES = '(min-width: 60rem) 60rem, 100vw';

export function GuideView({ guide }: { guide: Guide }) {
  const head = useHeadContext();
  const breadcrumb = [{ label: 'Home', to: '/' }, { label: 'Explore', to: '/guides' }, { label: guide.title }];

  return (
    <div className="page guide">
      <PageMeta
        title={guide.title}
        description={guide.metaDescription || guide.description}
        image={guide.imagePath}
        imageAlt={guide.imageAlt}
        imageFocal={guide.imageFocal}
        type="article"
        article={{ section: guide.category }}
        sharing={guide}
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
            <Island name="mf_content/RelatedLink" component={RelatedLink} props={{ count: guide.articleCount }} />
          </header>
        </Flex>
        <div className="container guide__hero-wrap">
          <ResponsiveImage
            className="guide__hero"
            src={guide.imagePath}
            alt={guide.imageAlt}
            focal={guide.imageFocal}
            sizes={HERO_SIZES}
            priority
          />
        </div>
        <div className="container container--narrow">
          <Markdown>{guide.content}</Markdown>
        </div>
      </article>
      <GuideRelatedArticles category={guide.category} />
    </div>
  );
}
