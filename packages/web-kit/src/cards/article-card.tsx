import type { ReactNode } from 'react';
import type { CardArticle } from './card-article';
import { ContentCard } from './content-card';
import { MetaLine } from './meta-line';

type ArticleCardProps = {
  article: CardArticle;
  /** The line above the title: the category badge (a search result adds its type). */
  category: ReactNode;
  /** h2 on a page of cards, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** `large` for a lead card: bigger title and excerpt. */
  cardSize?: 'small' | 'large';
  /** From the medium breakpoint the image sits beside the text, on this side. */
  imageBeside?: 'left' | 'right';
  /** The first card of a page, above the fold: its image is fetched first. */
  priority?: boolean;
  /** Below the meta line: what one page adds (a search result's topics and "Read more"). */
  children?: ReactNode;
};

/**
 * The one article card of the site (docs/cards.md): image (cut at its focal point), category,
 * title (2 lines), excerpt (3 lines) and the meta line of date, author and read time. Blog,
 * topic, guide, home, author and search lists all show their articles with it.
 */
export function ArticleCard({
  article,
  category,
  headingLevel = 2,
  cardSize = 'small',
  imageBeside,
  priority = false,
  children,
}: ArticleCardProps) {
  return (
    <ContentCard
      to={article.to}
      image={article.image}
      eyebrow={category}
      title={article.title}
      headingLevel={headingLevel}
      cardSize={cardSize}
      text={article.excerpt}
      footer={<MetaLine date={article.date} author={article.author} readTime={article.readTime} />}
      {...(imageBeside ? { imageBeside } : {})}
      priority={priority}
    >
      {children}
    </ContentCard>
  );
}
