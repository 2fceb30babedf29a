import { useSiteNavigate } from '@livefully/web-kit';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/**
 * A link to a page of the site that needs no router, so it works inside an island (the blog
 * list's cards): a plain `<a href>`, whose plain click goes through web-kit's `useSiteNavigate()`,
 * the router's navigate in the application the browser renders (the admin area, the 503 page) and
 * a document navigation on a public page, as the link itself would be.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const navigate = useSiteNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
