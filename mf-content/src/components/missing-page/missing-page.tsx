import { PageMeta } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';

type MissingPageProps = {
  title: string;
  message: string;
  /** Where to go instead, and the button's label. */
  to: string;
  linkLabel: string;
  /** Whether the page's meta description repeats the message. */
  describe?: boolean;
};

/** An article, guide or topic that does not exist: say so and offer the list it belongs to. */
export function MissingPage({ title, message, to, linkLabel, describe = true }: MissingPageProps) {
  return (
    <Flex className="container page" direction="column" align="center" gap="3">
      <PageMeta title={title} description={describe ? message : undefined} />
      <Heading as="h1" size="8" align="center" mb="0">
        {title}
      </Heading>
      <Text as="p" size="4" color="gray" align="center" mb="3">
        {message}
      </Text>
      <Button asChild size="3">
        <Link to={to}>{linkLabel}</Link>
      </Button>
    </Flex>
  );
}
