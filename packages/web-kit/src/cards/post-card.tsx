import type { BlogPostSummary } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { ArticleCard } from './article-card';
import { cardArticleOfPost } from './card-article';

type PostCardProps = {
  post: BlogPostSummary;
  /** h2 on a page of cards, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** The first card of the page: its image is fetched first. */
  priority?: boolean;
};

/** docs/requirements.md#r-post-card: a blog post's ArticleCard, its category as the badge. */
export function PostCard({ post, headingLevel = 2, priority = false }: PostCardProps) {
  return (
    <ArticleCard
      article={cardArticleOfPost(post)}
      category={<CategoryBadge category={post.category} />}
      headingLevel={headingLevel}
      priority={priority}
    />
  );
}
