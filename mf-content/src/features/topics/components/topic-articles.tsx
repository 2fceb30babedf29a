import { ErrorPanel } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { PostCard } from '@livefully/web-kit/cards';
import { Button, Flex, Heading, Spinner, Text } from '@livefully/web-kit/ui';
import { ListEmpty } from '../../../components/list-empty/list-empty';
import { useTopicPosts } from '../api/get-topic-posts';
import { formatArticleCount } from '../../../lib/format-article-count';

const HEADING_ID = 'topic-articles-heading';

export function TopicArticles({ slug }: { slug: string }) {
  const { data: posts, isPending, isError, isFetching, refetch } = useTopicPosts(slug);

  return (
    <section className="topic-articles" aria-labelledby={HEADING_ID}>
      <Flex wrap="wrap" align="baseline" justify="between" gap="3" mb="5" pb="3" className="topic-articles__header">
        <Heading as="h2" size="7" id={HEADING_ID} mb="0">
          Articles
        </Heading>
        {posts ? (
          <Text as="p" color="gray" weight="medium" mb="0" className="topic-articles__count">
            {formatArticleCount(posts.length)}
          </Text>
        ) : null}
      </Flex>
      {isPending || (isError && isFetching) ? (
        <Flex direction="column" align="center" gap="3" py="8" role="status">
          <Spinner size="3" aria-hidden="true" />
          <Text as="p" color="gray" mb="0">
            Loading articles...
          </Text>
        </Flex>
      ) : isError ? (
        <ErrorPanel
          title="We couldn't load the articles"
          message="Please try again in a moment."
          onRetry={() => void refetch()}
          headingLevel={3}
        />
      ) : posts.length === 0 ? (
        <ListEmpty
          title="No articles found"
          message="We're working on adding more content for this topic. Check back soon!"
          headingLevel={3}
          action={
            <Button asChild size="3">
              <Link to="/blog">Browse All Articles</Link>
            </Button>
          }
        />
      ) : (
        <ul className="grid grid--md-2 grid--lg-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              {/* The first card is in view when the page opens, its picture often the largest thing there. */}
              <PostCard post={post} headingLevel={3} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
