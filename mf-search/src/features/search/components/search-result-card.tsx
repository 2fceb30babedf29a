import type { SearchResult } from '@livefully/contracts';
import { SiteLink } from '@livefully/web-kit';
import { ArticleCard } from '@livefully/web-kit/cards';
import { Badge, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { resultArticle } from '../utils/result-article';
import { resultTypeColor, resultTypeLabel } from '../utils/result-type';
import { TopicChips } from './topic-chips';

/** A result as the site's article card, its type beside the category, its topics and "Read more" below. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const article = resultArticle(result);
  return (
    <ArticleCard
      article={article}
      headingLevel={3}
      imageBeside="left"
      category={
        <>
          <Badge highContrast color={resultTypeColor(result.type)}>
            {resultTypeLabel(result.type)}
          </Badge>
          {result.categoryName ? (
            <Text size="2" color="gray">
              in {result.categoryName}
            </Text>
          ) : null}
        </>
      }
    >
      <div className="search-result__more">
        <TopicChips topics={result.topics} />
        <Text as="p" size="2" weight="medium" mt="2" mb="0">
          <ThemeLink asChild>
            <SiteLink to={article.to}>
              Read more<span className="visually-hidden">: {result.title}</span>
            </SiteLink>
          </ThemeLink>
        </Text>
      </div>
    </ArticleCard>
  );
}
