import { PageMeta } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Text } from '@livefully/web-kit/ui';
import { Home, Search } from 'lucide-react';
import '../../../components/eyebrow/eyebrow.css';
import { BrowseLinks } from './browse-links';
import './not-found.css';

export function NotFound() {
  return (
    <div className="container page not-found">
      <PageMeta title="Page Not Found" description="The page you're looking for doesn't exist or has moved." />
      <meta name="robots" content="noindex" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <Heading as="h1" size="8" mt="3" mb="3">
        Page Not Found
      </Heading>
      <Text as="p" size="4" color="gray" mx="auto" className="not-found__text">
        The page you're looking for doesn't exist or has moved. Let's get you back to living fully.
      </Text>
      <Flex wrap="wrap" justify="center" gap="3" mt="5">
        <Button asChild size="3">
          <Link to="/">
            <Home aria-hidden="true" focusable="false" size={18} />
            Go Home
          </Link>
        </Button>
        <Button asChild size="3" variant="outline">
          <Link to="/search">
            <Search aria-hidden="true" focusable="false" size={18} />
            Search Content
          </Link>
        </Button>
      </Flex>
      <BrowseLinks />
    </div>
  );
}
