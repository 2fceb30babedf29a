import type { BlogPost } from '@livefully/contracts';
import { Breadcrumb, CategoryBadge, FormattedDate, Markdown, PageMeta } from '@livefully/web-kit';
import './article.css';

export function ArticleView({ post }: { post: BlogPost }) {
  return (
    <article className="container container--narrow page article">
      <PageMeta title={post.title} description={post.metaDescription || post.excerpt} image={post.imagePath} type="article" />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }]} />
      <header className="article__header">
        <CategoryBadge category={post.category} />
        <h1 className="article__title">{post.title}</h1>
        <p className="article__meta">
          Last updated: <FormattedDate value={post.publishedAt} />
        </p>
        <p className="article__excerpt">{post.excerpt}</p>
      </header>
      <img className="article__hero" src={post.imagePath} alt={post.imageAlt} decoding="async" />
      <Markdown>{post.content}</Markdown>
    </article>
  );
}
