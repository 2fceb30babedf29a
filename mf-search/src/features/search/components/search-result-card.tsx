import type { SearchResult } from '@livefully/contracts';
import { FormattedDate, SiteLink } from '@livefully/web-kit';
import { Badge, Card, Flex, Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { resultPath, resultTypeColor, resultTypeLabel } from '../utils/result-type';
import { TopicChips } from './topic-chips';

export function SearchResultCard({ result }: { result: SearchResult }) {
  const path = resultPath(result);
  return (
    <Card asChild size="3">
      <article>
        <Flex direction="column" gap="2">
          <Flex align="center" gap="3" wrap="wrap">
            <Badge highContrast color={resultTypeColor(result.type)}>
              {resultTypeLabel(result.type)}
            </Badge>
            {result.categoryName ? (
              <Text size="2" color="gray">
                in {result.categoryName}
              </Text>
            ) : null}
            {result.publishedAt ? (
              <Text size="2" color="gray">
                <FormattedDate value={result.publishedAt} />
              </Text>
            ) : null}
          </Flex>
          <Heading as="h3" size="5">
            <ThemeLink asChild color="gray" highContrast underline="hover">
              <SiteLink to={path}>{result.title}</SiteLink>
            </ThemeLink>
          </Heading>
          {result.excerpt ? (
            <Text as="p" color="gray" mb="1" className="clamp-3">
              {result.excerpt}
            </Text>
          ) : null}
          <TopicChips topics={result.topics} />
          <Text size="2" weight="medium">
            <ThemeLink asChild>
              <SiteLink to={path}>
                Read more<span className="visually-hidden">: {result.title}</span>
              </SiteLink>
            </ThemeLink>
          </Text>
        </Flex>
      </article>
    </Card>
  );
}
