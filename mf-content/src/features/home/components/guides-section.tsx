import { SkeletonCards } from '@livefully/web-kit/cards';
import { useGuides } from '../api/get-guides';
import { GUIDE_PLACEHOLDERS } from '../utils/home-limits';
import { GuideCard } from './guide-card';
import { HomeSection } from './home-section';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';

export function GuidesSection() {
  const { data: guides, isFetching, isError, refetch } = useGuides();
  return (
    <HomeSection
      id="home-guides"
      eyebrow="Start here"
      title="Explore Our Guides"
      subtitle="In-depth playbooks for the parts of life that matter most, each with hand-picked articles to go further."
    >
      {!guides && (!isError || isFetching) ? (
        <SkeletonCards count={GUIDE_PLACEHOLDERS} label="Loading guides..." />
      ) : !guides ? (
        <SectionError what="guides" onRetry={() => void refetch()} />
      ) : guides.length === 0 ? (
        <SectionEmpty>New guides are on their way. Check back soon!</SectionEmpty>
      ) : (
        <ul className="grid grid--md-2 grid--lg-3">
          {guides.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
