import { Flex, Heading, Text } from '@livefully/web-kit/ui';
import { BrowseLinks } from './browse-links';

type SearchEmptyProps = { title: string; text: string; headingId?: string; as?: 'section' | 'div' };

/** The idle and no-results states: a heading, a line and the browse links, centred. */
export function SearchEmpty({ title, text, headingId, as = 'div' }: SearchEmptyProps) {
  const Root = as;
  return (
    <Flex asChild direction="column" align="center" gap="2" my="8">
      <Root aria-labelledby={headingId}>
        <Heading as="h2" size="6" align="center" id={headingId}>
          {title}
        </Heading>
        <Text as="p" color="gray" align="center">
          {text}
        </Text>
        <BrowseLinks />
      </Root>
    </Flex>
  );
}
