import type { AuthorPage } from '@livefully/contracts';
import { Breadcrumb, breadcrumbListJsonLd, JsonLd, PageMeta, personJsonLd, ResponsiveImage, useHeadContext } from '@livefully/web-kit';
import { PostCard } from '@livefully/web-kit/cards';
import { Link as RouterLink } from '@livefully/web-kit/router';
import { Button, Flex, Heading, Link, Text } from '@livefully/web-kit/ui';
import { formatArticleCount } from '../../../lib/format-article-count';
import './author.css';

const HEADING_ID = 'author-articles-heading';

/** The profile's header, their articles as cards, and a link to the next page while there are more. */
export function AuthorView({ page: { author, posts, postCount, nextCursor }, pages }: { page: AuthorPage; pages: number }) {
  const head = useHeadContext();
  const breadcrumb = [{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: author.name }];
  return (
    <div className="container page author">
      <PageMeta
        title={author.name}
        description={author.bio || `Articles by ${author.name}.`}
        type="profile"
        {...(author.photoPath ? { image: author.photoPath, imageAlt: author.photoAlt } : {})}
      />
      <JsonLd data={personJsonLd(author, head)} />
      <JsonLd data={breadcrumbListJsonLd(breadcrumb, head)} />
      <Breadcrumb items={breadcrumb} />
      <Flex asChild align="center" gap="5" wrap="wrap" mb="8">
        <header className="author__header">
          {author.photoPath ? (
            <ResponsiveImage className="author__photo" src={author.photoPath} alt={author.photoAlt} sizes="8rem" priority />
          ) : null}
          <Flex direction="column" gap="2" className="author__about">
            <Heading as="h1" size="8" mb="0">
              {author.name}
            </Heading>
            {author.bio ? (
              <Text as="p" size="4" color="gray" mb="0" className="author__bio">
                {author.bio}
              </Text>
            ) : null}
            {author.link ? (
              <Text as="p" size="3" mb="0">
                <Link href={author.link} rel="me noopener" target="_blank">
                  {new URL(author.link).host}
                </Link>
              </Text>
            ) : null}
          </Flex>
        </header>
      </Flex>
      <section aria-labelledby={HEADING_ID}>
        <Flex wrap="wrap" align="baseline" justify="between" gap="3" mb="5" pb="3" className="author__articles-header">
          <Heading as="h2" size="7" id={HEADING_ID} mb="0">
            Articles
          </Heading>
          <Text as="p" color="gray" weight="medium" mb="0">
            {formatArticleCount(postCount)}
          </Text>
        </Flex>
        <ul className="grid grid--md-2 grid--lg-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} priority={index === 0 && !author.photoPath} />
            </li>
          ))}
        </ul>
        {nextCursor ? (
          <Flex justify="center" mt="8">
            <Button asChild size="3" variant="outline">
              <RouterLink to={`?page=${pages + 1}`}>More Articles</RouterLink>
            </Button>
          </Flex>
        ) : null}
      </section>
    </div>
  );
}
