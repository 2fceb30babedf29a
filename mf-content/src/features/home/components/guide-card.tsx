import type { GuideSummary } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { Flex } from '@livefully/web-kit/ui';
import { BookOpen } from 'lucide-react';
import { ContentCard } from '@livefully/web-kit/cards';

export function GuideCard({ guide }: { guide: GuideSummary }) {
  return (
    <ContentCard
      to={`/guide/${guide.slug}`}
      image={{ src: guide.imagePath, alt: guide.imageAlt, focal: guide.imageFocal }}
      eyebrow={<CategoryBadge category={guide.category} />}
      title={guide.title}
      headingLevel={3}
      text={guide.description}
      footer={
        <Flex as="span" align="center" gap="2" display="inline-flex">
          <BookOpen aria-hidden="true" focusable="false" size={16} />
          {`${guide.articleCount} articles`}
        </Flex>
      }
    />
  );
}
