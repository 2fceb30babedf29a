/**
 * The site's cards (docs/cards.md). Not a Module Federation shared module: each app bundles its
 * own copy, so a remote can ship a new card before the shell does. It reaches shared code only
 * through web-kit's shared entry points, and only exports the oldest shell still provides.
 */
export { ArticleCard } from './article-card';
export { BylineLink, type Byline } from './byline-link';
export { cardArticleOfPost, type CardArticle } from './card-article';
export { CARD_LINK_CLASS, CardLink } from './card-link';
export { ContentCard, type CardImage, type ContentCardProps } from './content-card';
export { MetaLine, type MetaLineProps } from './meta-line';
export { PostCard } from './post-card';
export { SkeletonCards } from './skeleton-cards';
