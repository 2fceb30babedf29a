import { Link } from '@livefully/web-kit/router';
import { Button, Strong, Text } from '@livefully/web-kit/ui';
import { ShieldX } from 'lucide-react';
import { AccessActions } from './access-actions';
import { AccessScreen } from './access-screen';

/** Signed in with an account that is not an admin (or that the server says is not). */
export function NotAuthorizedScreen({ email }: { email: string | null }) {
  return (
    <AccessScreen title="Not authorized" icon={<ShieldX size={28} />}>
      <Text as="p" color="gray" align="center">
        {email ? (
          <>
            You're signed in as <Strong>{email}</Strong>, which doesn't have admin access.
          </>
        ) : (
          "The account you're signed in with doesn't have admin access."
        )}
      </Text>
      <Text as="p" color="gray" align="center">
        If you should have access, ask an administrator to add this account, or sign in with another one.
      </Text>
      <AccessActions>
        <Button asChild>
          <Link to="/">Go to the home page</Link>
        </Button>
      </AccessActions>
    </AccessScreen>
  );
}
