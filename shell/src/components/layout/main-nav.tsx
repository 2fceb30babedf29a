import { Island, useAuth } from '@livefully/web-kit';
import { Link, useMatch } from '@livefully/web-kit/router';
import { Button } from '@livefully/web-kit/ui';

/**
 * docs/requirements.md#r-shell: the sections, named as the spec names them. `item`: where one of
 * the section's items lives, when not under the listing (a guide is `/guide/{slug}`); the section
 * is current there too, and its breadcrumb says the same word.
 */
export const MAIN_LINKS = [
  { to: '/guides', label: 'Explore', item: '/guide' },
  { to: '/blog', label: 'Blog' },
  { to: '/topics', label: 'Topics' },
  { to: '/apps', label: 'Apps' },
] as const;

const ADMIN_PATH = '/admin';

/** The current section stands out (soft) and is marked aria-current="page", on its listing and on its items' pages. */
function MainNavLink({ to, label, item }: { to: string; label: string; item?: string }) {
  const inSection = useMatch(`${to}/*`) !== null;
  const onItem = useMatch(`${item ?? to}/*`) !== null;
  const current = inSection || onItem;
  return (
    <Button asChild variant={current ? 'soft' : 'ghost'} color={current ? undefined : 'gray'} highContrast={!current} size="3">
      <Link to={to} aria-current={current ? 'page' : undefined}>
        {label}
      </Link>
    </Button>
  );
}

/**
 * docs/requirements.md#r-shell: the Admin link, to admins only (an island: who is signed in is the browser's to
 * know). A plain link: the admin area is an application of its own, loaded by that navigation.
 */
export function AdminNavLink() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  const current = window.location.pathname === ADMIN_PATH || window.location.pathname.startsWith(`${ADMIN_PATH}/`);
  return (
    <Button asChild variant={current ? 'soft' : 'ghost'} color={current ? undefined : 'gray'} highContrast={!current} size="3">
      <a href={ADMIN_PATH} aria-current={current ? 'page' : undefined}>
        Admin
      </a>
    </Button>
  );
}

export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <MainNavLink {...link} />
          </li>
        ))}
        <li>
          <Island name="shell/AdminNavLink" component={AdminNavLink} props={{}} />
        </li>
      </ul>
    </nav>
  );
}
