import { cutDescription, cutTitle, searchBreadcrumbs } from './preview-text';

type SearchResultPreviewProps = { siteName: string; address: string; title: string; description: string };

/**
 * The page as a search engine lists it, at its real size: the site's name and the address as
 * breadcrumbs, the title as a 20px link cut near 60 characters, the description near 155.
 */
export function SearchResultPreview({ siteName, address, title, description }: SearchResultPreviewProps) {
  return (
    <figure className="sharing-preview">
      <figcaption className="sharing-preview__caption">In search results</figcaption>
      <div className="search-result" data-testid="search-result-preview">
        <div className="search-result__site">{siteName}</div>
        <div className="search-result__address">{searchBreadcrumbs(address)}</div>
        <div className="search-result__title">{cutTitle(title)}</div>
        <div className="search-result__description">{cutDescription(description)}</div>
      </div>
    </figure>
  );
}
