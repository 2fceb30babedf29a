import { Link } from '@livefully/web-kit/router';
import { Button, Flex, Heading } from '@livefully/web-kit/ui';
import '../../../components/eyebrow/eyebrow.css';
import { usePostTopics } from '../api/get-post-topics';

/** The article's topics as links; nothing while they load or when there are none. */
export function ArticleTopics({ postId }: { postId: string }) {
  const { data: topics } = usePostTopics(postId);
  if (!topics?.length) return null;
  return (
    <section className="article-topics" aria-labelledby="article-topics-heading">
      <Heading as="h2" id="article-topics-heading" size="2" color="gray" mb="3" className="eyebrow">
        Topics
      </Heading>
      <Flex asChild wrap="wrap" gap="2" p="0" m="0" className="article-topics__list">
        <ul>
          {topics.map((topic) => (
            <li key={topic.id}>
              <Button asChild variant="soft" radius="full" size="2">
                <Link to={`/topics/${topic.slug}`}>{topic.name}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </Flex>
    </section>
  );
}
