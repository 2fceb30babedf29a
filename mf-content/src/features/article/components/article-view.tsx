import type { BlogPost } from '@livefully/contracts';
import {
  Breadcrumb,
  blogPostingJsonLd,
  breadcrumbListJsonLd,
  CategoryBadge,
  Island,
  FormattedDate,
  JsonLd,
  Markdown,
  PageMeta,
  ReadTime,
  ResponsiveImage,
  useHeadContext,
} from '@livefully/web-kit';
import { Flex, Heading, Text } from '@livefully/web-kit/ui';
import { BylineLink } from '@livefully/web-kit/cards';
import { ArticleTags } from './article-tags';
import { ArticleTopics } from './article-topics';
import { ReadingProgress } from './reading-progress';
import { RelatedArticles } from './related-articles';
import { ShareButton } from './share-button';
import './article.css';

/** The hero spans the narrow column: 46rem, less on a small screen. */
const HERO_SIZES = '(min-width: 46rem) 46rem, 100vw';

/** `preview`: a post shown through a preview link, without what only a public post has (sharing, topics, related, structured data). */
export function ArticleView({ post, preview = false }: { post: BlogPost; preview?: boolean }) {
  const head = useHeadContext();
  const breadcrumb = [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }];
  return (
    <div className="article-page">
      <ReadingProgress />
      <PageMeta
        title={post.title}
        description={post.metaDescription || post.excerpt}
        image={post.imagePath}
        imageAlt={post.imageAlt}
        imageFocal={post.imageFocal}
        type="article"
        // The page shows publishedAt as 'Last updated': a post has no other change date.
        article={{ publishedTime: post.publishedAt, modifiedTime: post.publishedAt, section: post.category }}
        sharing={post}
      />
      {preview ? null : <JsonLd data={blogPostingJsonLd(post, head)} />}
      {preview ? null : <JsonLd data={breadcrumbListJsonLd(breadcrumb, head)} />}
      <article className="container container--narrow page article">
        <Breadcrumb items={breadcrumb} />
        <Flex asChild direction="column" align="start" gap="3" mb="6">
          <header>
            <CategoryBadge category={post.category} />
            <Heading as="h1" size="8" mb="0">
              {post.title}
            </Heading>
            <Flex wrap="wrap" align="center" justify="between" gap="3" py="3" width="100%" className="article__meta-row">
              <Text as="div" size="2" color="gray" className="article__meta">
                <ul className="article__facts">
                  <li>
                    Last updated: <FormattedDate value={post.publishedAt} />
                  </li>
                  <li>
                    <ReadTime minutes={post.readTime} />
                  </li>
                  <li className="article__facts-author">
                    {preview ? <span>By {post.author}</span> : <BylineLink author={post.authorProfile} />}
                  </li>
                </ul>
              </Text>
              {preview ? null : (
                <Island
                  name="mf_content/Share"
                  component={ShareButton}
                  props={{ slug: post.slug, title: post.title, excerpt: post.excerpt }}
                />
              )}
            </Flex>
            <p className="article__excerpt">{post.excerpt}</p>
          </header>
        </Flex>
        <ResponsiveImage
          className="article__hero"
          src={post.imagePath}
          alt={post.imageAlt}
          focal={post.imageFocal}
          sizes={HERO_SIZES}
          priority
        />
        <div className="article__body">
          <Markdown>{post.content}</Markdown>
        </div>
        <footer className="article__footer">
          {preview ? null : <ArticleTopics postId={post.id} />}
          <ArticleTags tags={post.tags} />
        </footer>
      </article>
      {preview ? null : <RelatedArticles post={post} />}
    </div>
  );
}
