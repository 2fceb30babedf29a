import { ResponsiveImage } from '@livefully/web-kit';
import { Card, Flex, Heading, Inset, Text } from '@livefully/web-kit/ui';
import type { FocalPoint } from '@livefully/contracts/media-paths';
import type { ReactNode } from 'react';
import { CardLink } from './card-link';
import './content-card.css';

/** A card's picture; `focal` is the library image's focal point, which the crop keeps in view. */
export type CardImage = { src: string; alt: string; focal?: FocalPoint | undefined };

export type ContentCardProps = {
  to: string;
  /** Null draws a neutral block of the same size, so a card without a picture keeps the shape of the others. */
  image: CardImage | null;
  /** The line above the title: a category badge. */
  eyebrow: ReactNode;
  title: string;
  /** h2 on a page of cards, h3 under a section heading. */
  headingLevel?: 2 | 3;
  cardSize?: 'small' | 'large';
  text: string;
  /** The last line: the meta line of an article, a guide's count. */
  footer: ReactNode;
  /** Below the footer: what a card of one page adds (a search result's topics and its "Read more"). */
  children?: ReactNode;
  /** From the medium breakpoint the image sits beside the text, on this side. */
  imageBeside?: 'left' | 'right';
  /** The first card of a page, above the fold: its image is fetched first rather than lazily. */
  priority?: boolean;
};

/** How wide a card's image is drawn: a column of one, two or three cards, or 42% of a row. */
const CARD_SIZES = '(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw';
const ROW_SIZES = '(min-width: 48rem) 30rem, 100vw';

const TITLE_SIZE = { small: '4', large: '6' } as const;

/**
 * The frame of the site's teaser cards (docs/cards.md): image, eyebrow, title (2 lines), text
 * (3 lines), footer. Articles use it through ArticleCard, guides with their article count.
 */
export function ContentCard({
  to,
  image,
  eyebrow,
  title,
  headingLevel = 2,
  cardSize = 'small',
  text,
  footer,
  imageBeside,
  priority = false,
  children,
}: ContentCardProps) {
  const row = imageBeside !== undefined;
  return (
    <Card asChild size={cardSize === 'large' ? '3' : '2'}>
      <article className={row ? 'content-card content-card--row' : 'content-card'}>
        <Flex direction={row ? { initial: 'column', sm: imageBeside === 'left' ? 'row' : 'row-reverse' } : 'column'} gap="3" height="100%">
          <Inset side={row ? { initial: 'top', sm: imageBeside } : 'top'} clip="padding-box" className="content-card__media">
            {image ? (
              <ResponsiveImage
                className="content-card__image"
                src={image.src}
                alt={image.alt}
                focal={image.focal}
                sizes={row ? ROW_SIZES : CARD_SIZES}
                priority={priority}
              />
            ) : (
              <div className="content-card__image content-card__image--none" aria-hidden="true" />
            )}
          </Inset>
          <Flex direction="column" gap="3" flexGrow="1" justify={row ? 'center' : 'start'} p={row ? { initial: '0', sm: '3' } : '0'}>
            <Flex align="center" gap="2" wrap="wrap" className="content-card__eyebrow">
              {eyebrow}
            </Flex>
            <Heading as={headingLevel === 2 ? 'h2' : 'h3'} size={TITLE_SIZE[cardSize]} mb="0" className="content-card__title clamp-2">
              <CardLink to={to}>{title}</CardLink>
            </Heading>
            <Text as="p" color="gray" size={cardSize === 'large' ? '4' : '3'} mb="0" className="content-card__text clamp-3">
              {text}
            </Text>
            <Text as="div" color="gray" size="2" mt="auto" className="content-card__footer">
              {footer}
            </Text>
            {children}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
