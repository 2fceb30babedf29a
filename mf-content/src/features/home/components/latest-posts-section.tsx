import { Link } from '@livefully/web-kit/router';
import { Button } from '@livefully/web-kit/ui';
import { ArrowRight } from 'lucide-react';
import { PostCard, SkeletonCards } from '@livefully/web-kit/cards';
import { useLatestPosts } from '../api/get-latest-posts';
import { POST_PLACEHOLDERS } from '../utils/home-limits';
import { HomeSection } from './home-section';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';

export function LatestPostsSection() {
  const { data: posts, isFetching, isError, refetch } = useLatestPosts();
  return (
    <HomeSection
      id="home-latest"
      eyebrow="From the blog"
      title="Latest Insights"
      subtitle="Fresh stories and practical ideas for living well, from busy weeknights to once-in-a-lifetime trips."
      tone="muted"
      footer={
        <Button asChild size="3" variant="outline">
          <Link to="/blog">
            View All Articles
            <ArrowRight aria-hidden="true" focusable="false" size={18} />
          </Link>
        </Button>
      }
    >
      {!posts && (!isError || isFetching) ? (
        <SkeletonCards count={POST_PLACEHOLDERS} label="Loading articles..." />
      ) : !posts ? (
        <SectionError what="articles" onRetry={() => void refetch()} />
      ) : posts.length === 0 ? (
        <SectionEmpty>The first articles are being written. Check back soon!</SectionEmpty>
      ) : (
        <ul className="grid grid--md-2 grid--lg-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
