import { ArrowRight } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ArticleCard } from '../../../components/article-card/article-card';
import { SkeletonCards } from '../../../components/skeleton/skeleton-cards';
import { useCategoryPosts } from '../api/get-category-posts';
import { categoryArticlesPath, MAX_RELATED_GUIDE_ARTICLES, pickRelatedArticles } from '../utils/related-articles';

export const RELATED_SECTION_ID = 'related-articles';
const HEADING_ID = 'related-articles-heading';

type GuideRelatedArticlesProps = {
  category: string;
  sectionRef: RefObject<HTMLElement | null>;
  headingRef: RefObject<HTMLHeadingElement | null>;
};

export function GuideRelatedArticles({ category, sectionRef, headingRef }: GuideRelatedArticlesProps) {
  return (
    <div className="container">
      <section id={RELATED_SECTION_ID} ref={sectionRef} className="guide-related" aria-labelledby={HEADING_ID}>
        <div className="guide-related__header">
          <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} className="guide-related__title">
            Related Articles
          </h2>
          <Link to={categoryArticlesPath(category)} className="button button--outline guide-related__all">
            {`View All ${category} Articles`}
            <ArrowRight aria-hidden="true" focusable="false" />
          </Link>
        </div>
        <RelatedArticlesBody category={category} />
      </section>
    </div>
  );
}

function RelatedArticlesBody({ category }: { category: string }) {
  const { data: posts, isPending, isError, isFetching, refetch } = useCategoryPosts(category);

  if (isPending || (isError && isFetching)) {
    return (
      <SkeletonCards
        count={MAX_RELATED_GUIDE_ARTICLES}
        label="Loading related articles..."
        className="grid grid--md-2 guide-related__grid"
      />
    );
  }
  if (isError) {
    return (
      <p className="guide-related__note" role="alert">
        We couldn't load the related articles.{' '}
        <button type="button" className="button button--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const related = pickRelatedArticles(posts);
  if (related.length === 0) {
    return <p className="guide-related__note">{`No ${category} articles yet. New ones are on the way.`}</p>;
  }
  return (
    <ul className="grid grid--md-2 guide-related__grid">
      {related.map((post) => (
        <li key={post.id}>
          <ArticleCard post={post} compact />
        </li>
      ))}
    </ul>
  );
}
