import { Island, useAuth } from '@livefully/web-kit';
import { NavLink, useMatch } from '@livefully/web-kit/router';
import { Button } from '@livefully/web-kit/ui';

export const MAIN_LINKS = [
  { to: '/guides', label: 'Explore' },
  { to: '/blog', label: 'Blog' },
  { to: '/topics', label: 'Topics' },
  { to: '/apps', label: 'Apps' },
] as const;

const ADMIN_PATH = '/admin';

/** The current section stands out (soft); NavLink still marks it aria-current="page". */
function MainNavLink({ to, label }: { to: string; label: string }) {
  const current = useMatch(`${to}/*`) !== null;
  return (
    <Button asChild variant={current ? 'soft' : 'ghost'} color={current ? undefined : 'gray'} highContrast={!current} size="3">
      <NavLink to={to}>{label}</NavLink>
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
        {MAIN_LINKS.map(({ to, label }) => (
          <li key={to}>
            <MainNavLink to={to} label={label} />
          </li>
        ))}
        <li>
          <Island name="shell/AdminNavLink" component={AdminNavLink} props={{}} />
        </li>
      </ul>
    </nav>
  );
}
