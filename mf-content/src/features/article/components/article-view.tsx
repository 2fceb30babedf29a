import type { BlogPost } from '@livefully/contracts';
import { Breadcrumb, CategoryBadge, FormattedDate, Markdown, PageMeta, ReadTime } from '@livefully/web-kit';
import { ArticleTags } from './article-tags';
import { ArticleTopics } from './article-topics';
import { RelatedArticles } from './related-articles';
import { ShareButton } from './share-button';
import './article.css';

export function ArticleView({ post }: { post: BlogPost }) {
  return (
    <div className="article-page">
      <PageMeta title={post.title} description={post.metaDescription || post.excerpt} image={post.imagePath} type="article" />
      <article className="container container--narrow page article">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Blog', to: '/blog' }, { label: post.title }]} />
        <header className="article__header">
          <CategoryBadge category={post.category} />
          <h1 className="article__title">{post.title}</h1>
          <div className="article__meta-row">
            <p className="article__meta">
              <span>
                Last updated: <FormattedDate value={post.publishedAt} />
              </span>
              <span aria-hidden="true" className="article__meta-dot">
                ·
              </span>
              <ReadTime minutes={post.readTime} />
              <span aria-hidden="true" className="article__meta-dot">
                ·
              </span>
              <span>By {post.author}</span>
            </p>
            <ShareButton post={post} />
          </div>
          <p className="article__excerpt">{post.excerpt}</p>
        </header>
        <img className="article__hero" src={post.imagePath} alt={post.imageAlt} width={1200} height={630} decoding="async" />
        <div className="article__body">
          <Markdown>{post.content}</Markdown>
        </div>
        <footer className="article__footer">
          <ArticleTopics postId={post.id} />
          <ArticleTags tags={post.tags} />
        </footer>
      </article>
      <RelatedArticles post={post} />
    </div>
  );
}
