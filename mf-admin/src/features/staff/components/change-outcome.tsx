import { Text } from '@livefully/web-kit/ui';
import { problemText } from './staff-roles';

/** What the last change on a staff table did: a polite status line, and the server's refusal as an alert. */
export function ChangeOutcome({ said, failed, mt }: { said: string; failed: unknown; mt?: '2' }) {
  return (
    <>
      <Text as="p" role="status" size="2" mt={mt}>
        {said}
      </Text>
      {failed ? (
        <Text as="p" role="alert" color="red" size="2">
          {problemText(failed)}
        </Text>
      ) : null}
    </>
  );
}
