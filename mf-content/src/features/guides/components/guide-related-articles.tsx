import { Link } from '@livefully/web-kit/router';
import { PostCard, SkeletonCards } from '@livefully/web-kit/cards';
import { Button, Card, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { ArrowRight } from 'lucide-react';
import { useCategoryPosts } from '../api/get-category-posts';
import { RELATED_HEADING_ID, RELATED_SECTION_ID } from './related-section-ids';
import { categoryArticlesPath, MAX_RELATED_GUIDE_ARTICLES, pickRelatedArticles } from '../utils/related-articles';

export function GuideRelatedArticles({ category }: { category: string }) {
  return (
    <div className="container">
      <Card asChild size={{ initial: '3', sm: '4' }} variant="classic">
        <section id={RELATED_SECTION_ID} className="guide-related" aria-labelledby={RELATED_HEADING_ID}>
          <Flex wrap="wrap" align="center" justify="between" gap="4" mb="5">
            <Heading as="h2" size="7" id={RELATED_HEADING_ID} tabIndex={-1} mb="0" className="guide-related__title">
              Related Articles
            </Heading>
            <Button asChild variant="outline" size="2">
              <Link to={categoryArticlesPath(category)}>
                {`View All ${category} Articles`}
                <ArrowRight aria-hidden="true" focusable="false" size={16} />
              </Link>
            </Button>
          </Flex>
          <RelatedArticlesBody category={category} />
        </section>
      </Card>
    </div>
  );
}

function RelatedArticlesBody({ category }: { category: string }) {
  const { data: posts, isPending, isError, isFetching, refetch } = useCategoryPosts(category);

  if (isPending || (isError && isFetching)) {
    return (
      <SkeletonCards
        count={MAX_RELATED_GUIDE_ARTICLES}
        label="Loading related articles..."
        className="grid grid--md-2 guide-related__grid"
      />
    );
  }
  if (isError) {
    return (
      <Text as="p" color="gray" role="alert">
        We couldn't load the related articles.{' '}
        <Button variant="ghost" size="2" onClick={() => void refetch()}>
          Try again
        </Button>
      </Text>
    );
  }
  const related = pickRelatedArticles(posts);
  if (related.length === 0) {
    return <Text as="p" color="gray">{`No ${category} articles yet. New ones are on the way.`}</Text>;
  }
  return (
    <ul className="grid grid--md-2 guide-related__grid">
      {related.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
