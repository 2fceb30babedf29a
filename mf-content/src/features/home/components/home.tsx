import { JsonLd, PageMeta, useHeadContext, webSiteJsonLd } from '@livefully/web-kit';
import type { ReactNode } from 'react';
import { AppsSection } from './apps-section';
import { GuidesSection } from './guides-section';
import { HomeHero } from './home-hero';
import { LatestPostsSection } from './latest-posts-section';
import { LeadStory } from './lead-story';
import { NewsletterSection } from './newsletter-section';
import { TopicsSection } from './topics-section';
import './home.css';

const DESCRIPTION =
  'Guides, stories and ideas for living fully: work-life balance, adventure travel, wellness and making everyday moments count.';

export function Home({ newsletterSlot }: { newsletterSlot?: ReactNode }) {
  const head = useHeadContext();
  return (
    <div className="home">
      <PageMeta title="Live Life to the Fullest" description={DESCRIPTION} />
      <JsonLd data={webSiteJsonLd(head, DESCRIPTION)} />
      <HomeHero />
      <LeadStory />
      <GuidesSection />
      <LatestPostsSection />
      <TopicsSection />
      <AppsSection />
      {newsletterSlot ? <NewsletterSection>{newsletterSlot}</NewsletterSection> : null}
    </div>
  );
}
