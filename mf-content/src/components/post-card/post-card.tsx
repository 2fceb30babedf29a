import type { BlogPostSummary } from '@livefully/contracts';
import { CategoryBadge, FormattedDate } from '@livefully/web-kit';
import { ContentCard } from '../content-card/content-card';

type PostCardProps = {
  post: BlogPostSummary;
  /** h2 on a page of cards, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The first card of the page: its image is fetched first. */
  priority?: boolean;
};

/** docs/requirements.md#r-post-card: image, category badge, title (2 lines), excerpt (3 lines), 'Last updated'. */
export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps) {
  return (
    <ContentCard
      to={`/blog/${post.slug}`}
      image={{ src: post.imagePath, alt: post.imageAlt, focal: post.imageFocal }}
      eyebrow={<CategoryBadge category={post.category} />}
      title={post.title}
      headingLevel={headingLevel}
      priority={priority}
      text={post.excerpt}
      footer={
        <>
          Last updated: <FormattedDate value={post.publishedAt} />
        </>
      }
    />
  );
}
