import type { BlogPostSummary } from '@livefully/contracts';
import { CategoryBadge, ResponsiveImage } from '@livefully/web-kit';
import { CardLink, MetaLine } from '@livefully/web-kit/cards';
import { Flex, Heading, Text } from '@livefully/web-kit/ui';
import { useLeadPost } from '../api/get-lead-post';
import './lead-story.css';

/** The lead's image fills the column on phones and about three fifths of the container beside the text. */
const LEAD_SIZES = '(min-width: 64rem) 44rem, 100vw';

/**
 * The story the home page opens with (docs/pages.md, Home): the newest featured post, else the
 * newest. Without a post, or while the read fails, there is no lead block; the sections follow.
 * The title's link covers the story, as a card's does; the byline's link sits above it.
 */
export function LeadStory() {
  const { data: post } = useLeadPost();
  return post ? <LeadStoryView post={post} /> : null;
}

export function LeadStoryView({ post }: { post: BlogPostSummary }) {
  return (
    <section className="home-lead" aria-label="Lead story">
      <div className="container">
        <article className="home-lead__story">
          <ResponsiveImage
            className="home-lead__image"
            src={post.imagePath}
            alt={post.imageAlt}
            focal={post.imageFocal}
            sizes={LEAD_SIZES}
            priority
          />
          <Flex direction="column" gap="3" align="start">
            <CategoryBadge category={post.category} />
            <Heading as="h2" size={{ initial: '7', md: '8' }} mb="0" className="home-lead__title">
              <CardLink to={`/blog/${post.slug}`}>{post.title}</CardLink>
            </Heading>
            <Text as="p" size="4" color="gray" mb="0">
              {post.excerpt}
            </Text>
            <Text as="div" size="2" color="gray">
              <MetaLine date={post.publishedAt} author={post.authorProfile} readTime={post.readTime} />
            </Text>
          </Flex>
        </article>
      </div>
    </section>
  );
}
