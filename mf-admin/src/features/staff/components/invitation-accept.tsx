import { ErrorCode, articledRole, type StaffMember } from '@livefully/contracts';
import { staffAdminRoutes as ops } from '@livefully/contracts/routes';
import { callApi, isApiError, PageMeta, useAuth } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Box, Button, Card, Flex, Heading, Strong, Text } from '@livefully/web-kit/ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** What each refusal of an invitation means to the person holding the link, by the server's code. */
const REFUSALS: Record<string, { title: string; message: string }> = {
  [ErrorCode.InvitationInvalid]: {
    title: 'This invitation link is not valid',
    message: 'The link may be incomplete, or a newer invitation replaced it. Ask the administrator who invited you for a new one.',
  },
  [ErrorCode.InvitationUsed]: {
    title: 'This invitation has been used',
    message: 'An invitation works once. If you accepted it already, go to the admin area.',
  },
  [ErrorCode.InvitationRevoked]: {
    title: 'This invitation was withdrawn',
    message: 'The administrator who sent it withdrew it. Ask them if you should still join.',
  },
  [ErrorCode.InvitationExpired]: {
    title: 'This invitation has expired',
    message: 'Invitations work for 7 days. Ask the administrator who invited you to send it again.',
  },
  [ErrorCode.InvitationForAnotherAddress]: {
    title: 'This invitation is for another address',
    message: 'Sign out, then sign in with the Google account of the address the invitation was sent to.',
  },
};

/**
 * The invitation link's page (docs/roles.md): sign in with Google, then join with one button.
 * Nothing is sent before the button, so a mail scanner opening the link changes nothing.
 */
export function InvitationAccept({ token }: { token: string }) {
  const { user, loading, idToken, usesAccountChooser, signIn, signOut } = useAuth();
  const [signInFailed, setSignInFailed] = useState(false);
  const accept = useMutation({
    mutationFn: (): Promise<StaffMember> => callApi(ops.acceptInvitation, { body: { token } }, { token: idToken ?? '' }),
  });

  if (!token) return <Refused code={ErrorCode.InvitationInvalid} />;
  if (loading) return <Panel title="Your invitation">Loading…</Panel>;
  if (accept.isSuccess) {
    return (
      <Panel title="Welcome to the team">
        <Text as="p" align="center">
          You joined Live Fully as <Strong>{articledRole(accept.data.role)}</Strong>.
        </Text>
        <Flex justify="center" mt="4">
          {/* A full load, so the header and the admin area ask the server who you are now. */}
          <Button asChild>
            <a href="/admin">Go to the admin area</a>
          </Button>
        </Flex>
      </Panel>
    );
  }
  if (accept.isError) {
    const code = isApiError(accept.error) ? accept.error.code : undefined;
    if (code && REFUSALS[code]) {
      return (
        <Refused code={code}>
          {code === ErrorCode.InvitationForAnotherAddress ? (
            <Button type="button" variant="outline" onClick={() => void signOut().then(() => accept.reset())}>
              Sign out
            </Button>
          ) : null}
        </Refused>
      );
    }
  }
  if (!user) {
    return (
      <Panel title="Accept your invitation">
        <Text as="p" color="gray" align="center">
          You were invited to the Live Fully admin. Sign in with the Google account of the address the invitation was sent to.
        </Text>
        {usesAccountChooser ? (
          <Text as="p" weight="bold" align="center" mt="3">
            Sign in with the button at the top of the page to continue.
          </Text>
        ) : (
          <Flex justify="center" mt="4">
            <Button type="button" onClick={() => void signIn().catch(() => setSignInFailed(true))}>
              Sign in with Google
            </Button>
          </Flex>
        )}
        {signInFailed ? (
          <Text as="p" role="alert" color="red" align="center" mt="3">
            Signing in failed. Please try again.
          </Text>
        ) : null}
      </Panel>
    );
  }
  return (
    <Panel title="Accept your invitation">
      <Text as="p" align="center">
        You are signed in as <Strong>{user.email}</Strong>.
      </Text>
      {accept.isError ? (
        <Text as="p" role="alert" color="red" align="center" mt="3">
          The invitation could not be accepted just now. Please try again in a moment.
        </Text>
      ) : null}
      <Flex justify="center" mt="4">
        <Button type="button" onClick={() => accept.mutate()} disabled={accept.isPending || !idToken}>
          {accept.isPending ? 'Joining…' : 'Join the team'}
        </Button>
      </Flex>
    </Panel>
  );
}

function Refused({ code, children }: { code: string; children?: ReactNode }) {
  const { title, message } = REFUSALS[code]!;
  return (
    <Panel title={title}>
      <Text as="p" color="gray" align="center">
        {message}
      </Text>
      <Flex justify="center" gap="3" mt="4" wrap="wrap">
        {children}
        <Button asChild variant="ghost">
          <Link to="/">Go to the home page</Link>
        </Button>
      </Flex>
    </Panel>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page">
      <PageMeta title={`${title} | Live Fully`} />
      <Box maxWidth="34rem" my="6" mx="auto">
        <Card asChild size="4">
          <section aria-labelledby="invitation-title">
            <Heading as="h1" size="7" id="invitation-title" align="center" mb="3">
              {title}
            </Heading>
            {children}
          </section>
        </Card>
      </Box>
    </div>
  );
}
