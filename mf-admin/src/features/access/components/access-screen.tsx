import { PageMeta } from '@livefully/web-kit';
import { Avatar, Box, Card, Flex, Heading } from '@livefully/web-kit/ui';
import type { ReactNode } from 'react';

type AccessScreenProps = { title: string; icon: ReactNode; children: ReactNode };

/** A centred card that says why the admin area is not showing, and what to do. */
export function AccessScreen({ title, icon, children }: AccessScreenProps) {
  return (
    <div className="container page">
      <PageMeta title={title} />
      <Box maxWidth="34rem" my="6" mx="auto">
        <Card asChild size="4">
          <section aria-labelledby="admin-access-title">
            <Flex direction="column" align="center" gap="3" className="admin-access">
              <Avatar size="5" radius="full" variant="soft" fallback={<>{icon}</>} aria-hidden="true" />
              <Heading as="h1" size="7" id="admin-access-title" align="center">
                {title}
              </Heading>
              {children}
            </Flex>
          </section>
        </Card>
      </Box>
    </div>
  );
}
