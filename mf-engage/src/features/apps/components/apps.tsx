import { APPS } from '@livefully/contracts/apps';
import { PageMeta } from '@livefully/web-kit';
import { Link, useSearchParams } from '@livefully/web-kit/router';
import { Box, Button, Callout, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { BookOpen, Compass, Sparkles } from 'lucide-react';
import { NOTIFY_PARAMETER } from '../hooks/use-notify-me';
import { AppCard } from './app-card';
import './apps.css';

export function Apps() {
  // Read on the server: the islands have no router. A parameter that names no app opens nothing.
  const notify = useSearchParams()[0].get(NOTIFY_PARAMETER);
  return (
    <div className="container page apps">
      <PageMeta
        title="Lifestyle Apps"
        description="Dining through the Alphabet, What I Like and Stadium Tracker: simple apps for living fully are coming soon. Get notified at launch."
      />
      <header className="page-header">
        <h1>Lifestyle Apps</h1>
        <p className="page-header__subtitle">Simple tools to help you plan, track and remember the moments that make life full.</p>
      </header>
      <Box asChild maxWidth="46rem" mx="auto" mb="6">
        <section aria-labelledby="apps-soon-title">
          <Callout.Root size="2" highContrast>
            <Callout.Icon>
              <Sparkles aria-hidden="true" focusable="false" size={20} />
            </Callout.Icon>
            <Box>
              <Heading as="h2" size="4" mb="1" id="apps-soon-title">
                Coming Soon
              </Heading>
              <Callout.Text mb="0">
                We are building these apps now. Choose Notify Me on any of them and we will email you the day it becomes available.
              </Callout.Text>
            </Box>
          </Callout.Root>
        </section>
      </Box>
      <ul className="grid grid--md-2 grid--lg-3 apps__list">
        {APPS.map((app) => (
          <li key={app.id}>
            <AppCard app={app} asked={app.id === notify} />
          </li>
        ))}
      </ul>
      <Flex asChild direction="column" align="center" gap="3" mt="9">
        <section aria-labelledby="apps-meanwhile-title">
          <Heading as="h2" size="6" mb="0" id="apps-meanwhile-title">
            While You Wait
          </Heading>
          <Text as="p" color="gray" align="center" mb="0">
            Our articles and guides are full of ideas you can use today.
          </Text>
          <Flex gap="3" wrap="wrap" justify="center" mt="2">
            <Button asChild size="3">
              <Link to="/blog">
                <BookOpen aria-hidden="true" focusable="false" size={18} />
                Read the Blog
              </Link>
            </Button>
            <Button asChild size="3" variant="outline" highContrast>
              <Link to="/guides">
                <Compass aria-hidden="true" focusable="false" size={18} />
                Explore Guides
              </Link>
            </Button>
          </Flex>
        </section>
      </Flex>
    </div>
  );
}
