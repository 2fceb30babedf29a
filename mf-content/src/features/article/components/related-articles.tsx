import type { BlogPost } from '@livefully/contracts';
import { Heading } from '@livefully/web-kit/ui';
import { PostCard } from '@livefully/web-kit/cards';
import { useRelatedPosts } from '../api/get-related-posts';

/** docs/requirements.md#r-related-articles: up to 3 articles of the same category, the current one excluded, asked of the server by the article's slug. */
export function RelatedArticles({ post }: { post: BlogPost }) {
  const { data: related } = useRelatedPosts(post.slug);
  if (!related || related.length === 0) return null;
  return (
    <section className="related-articles" aria-labelledby="related-articles-heading">
      <div className="container">
        <Heading as="h2" id="related-articles-heading" size="7" mb="5">
          Related Articles
        </Heading>
        <ul className="grid grid--md-2 grid--lg-3">
          {related.map((item) => (
            <li key={item.id}>
              <PostCard post={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
