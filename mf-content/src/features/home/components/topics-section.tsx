import { SkeletonCards } from '@livefully/web-kit/cards';
import { useTopics } from '../api/get-topics';
import { TOPIC_PLACEHOLDERS } from '../utils/home-limits';
import { HomeSection } from './home-section';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';
import { TopicCard } from './topic-card';

export function TopicsSection() {
  const { data: topics, isFetching, isError, refetch } = useTopics();
  return (
    <HomeSection
      id="home-topics"
      eyebrow="Find your thing"
      title="Explore by Topic"
      subtitle="From date nights to ballpark trips, dive into the themes that light you up."
    >
      {!topics && (!isError || isFetching) ? (
        <SkeletonCards count={TOPIC_PLACEHOLDERS} label="Loading topics..." variant="tile" className="grid grid--md-2 home-topics" />
      ) : !topics ? (
        <SectionError what="topics" onRetry={() => void refetch()} />
      ) : topics.length === 0 ? (
        <SectionEmpty>Topics are on their way. Check back soon!</SectionEmpty>
      ) : (
        <ul className="grid grid--md-2 home-topics">
          {topics.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
