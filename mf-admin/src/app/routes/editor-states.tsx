import { ErrorPanel, PageMeta, Spinner } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';

export function EditorLoading({ noun }: { noun: string }) {
  return <Spinner label={`Loading ${noun}...`} />;
}

export function EditorLoadError({ noun, onRetry }: { noun: string; onRetry: () => void }) {
  return (
    <ErrorPanel
      title={`We couldn't load this ${noun}`}
      message="Something went wrong on our side. Please try again in a moment."
      onRetry={onRetry}
    />
  );
}

/** An id that does not exist (deleted, or a mistyped address). */
export function EditorNotFound({ noun }: { noun: string }) {
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`;
  return (
    <Flex direction="column" align="center" gap="4" py="9">
      <PageMeta title={title} />
      <Heading as="h1" size="8" align="center">
        {title}
      </Heading>
      <Text as="p" color="gray" align="center">
        It may have been deleted, or the address is mistyped.
      </Text>
      <Button asChild size="3">
        <Link to="/admin">Back to the dashboard</Link>
      </Button>
    </Flex>
  );
}
