import type { ComponentPropsWithoutRef, MouseEvent } from 'react';
import { isDocumentNavigate, useSiteNavigate } from './navigate';

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/** A click the browser would open here (not in a new tab or window, nor a download). */
function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to a page of the site that needs no router, so it works inside an island (the blog
 * list's cards, the search results): a plain `<a href>`. On a public page the browser follows it
 * (a document navigation, prefetched or prerendered on intent); where a part navigates otherwise
 * (the router of the application the browser renders, the search island's in-place searches), its
 * plain click goes through `useSiteNavigate()`.
 */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const navigate = useSiteNavigate();
  if (isDocumentNavigate(navigate))
    return (
      <a href={to} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  return (
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !opensHere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
