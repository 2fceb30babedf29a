import type { BlogPostSummary } from '@livefully/contracts';
import { CategoryBadge, FormattedDate, ReadTime } from '@livefully/web-kit';
import { Text } from '@livefully/web-kit/ui';
import { BylineLink } from '../byline/byline-link';
import { ContentCard } from '../content-card/content-card';

type BylinePostCardProps = { post: BlogPostSummary; headingLevel?: 2 | 3; priority?: boolean };

/** An article teaser that also tells its read time, date and author, for lists inside a topic or guide. */
export function BylinePostCard({ post, headingLevel = 3, priority = false }: BylinePostCardProps) {
  return (
    <ContentCard
      to={`/blog/${post.slug}`}
      image={{ src: post.imagePath, alt: post.imageAlt, focal: post.imageFocal }}
      priority={priority}
      eyebrow={
        <>
          <CategoryBadge category={post.category} />
          <Text size="2" color="gray">
            <ReadTime minutes={post.readTime} />
          </Text>
        </>
      }
      title={post.title}
      headingLevel={headingLevel}
      text={post.excerpt}
      footer={
        <>
          <FormattedDate value={post.publishedAt} />
          <span aria-hidden="true"> · </span>
          <BylineLink author={post.authorProfile} />
        </>
      }
    />
  );
}
