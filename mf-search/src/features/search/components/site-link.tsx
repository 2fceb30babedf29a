import { useSiteNavigate } from '@livefully/web-kit';
import type { ComponentPropsWithoutRef, MouseEvent } from 'react';

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { to: string };

/** A click the browser would open here (not in a new tab or window, nor a download). */
function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link of the site without a router (the search page is an island, which has none): a plain
 * `<a href>`, whose click goes through `useSiteNavigate()`, so the browser-rendered application
 * (the admin area's) moves there with its router, and a public page by document navigation.
 */
export function SiteLink({ to, onClick, ...rest }: SiteLinkProps) {
  const navigate = useSiteNavigate();
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
    />
  );
}
