import type { GuideSummary } from '@livefully/contracts';
import { CategoryBadge } from '@livefully/web-kit';
import { Flex, Text } from '@livefully/web-kit/ui';
import { ArrowRight, BookOpen } from 'lucide-react';
import { ContentCard } from '@livefully/web-kit/cards';

type GuideCardProps = {
  guide: GuideSummary;
  imageBeside: 'left' | 'right';
  /** The first card's picture is in view as the page opens (often its largest paint): fetched first. */
  priority?: boolean;
};

export function GuideCard({ guide, imageBeside, priority = false }: GuideCardProps) {
  return (
    <ContentCard
      to={`/guide/${guide.slug}`}
      image={{ src: guide.imagePath, alt: guide.imageAlt, focal: guide.imageFocal }}
      priority={priority}
      eyebrow={<CategoryBadge category={guide.category} />}
      title={guide.title}
      cardSize="large"
      text={guide.description}
      imageBeside={imageBeside}
      footer={
        <Flex align="center" justify="between" wrap="wrap" gap="3" pt="3" className="guide-card__footer">
          <Flex as="span" align="center" gap="2" display="inline-flex">
            <BookOpen aria-hidden="true" focusable="false" size={16} />
            {`${guide.articleCount} articles`}
          </Flex>
          <Text color="orange" weight="medium" aria-hidden="true">
            <Flex as="span" align="center" gap="2" display="inline-flex">
              Read the guide
              <ArrowRight focusable="false" size={16} />
            </Flex>
          </Text>
        </Flex>
      }
    />
  );
}
