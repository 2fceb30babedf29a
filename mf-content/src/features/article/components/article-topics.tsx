import { Link } from 'react-router';
import { usePostTopics } from '../api/get-post-topics';

/** The article's topics as links; nothing while they load or when there are none. */
export function ArticleTopics({ postId }: { postId: string }) {
  const { data: topics } = usePostTopics(postId);
  if (!topics?.length) return null;
  return (
    <section className="article-topics" aria-labelledby="article-topics-heading">
      <h2 id="article-topics-heading" className="article-topics__heading">
        Topics
      </h2>
      <ul className="article-topics__list">
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link to={`/topics/${topic.slug}`} className="article-topics__chip">
              {topic.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
