import { useAuth } from '@livefully/web-kit';
import { NavLink, useMatch } from '@livefully/web-kit/router';
import { Button } from '@livefully/web-kit/ui';

export const MAIN_LINKS = [
  { to: '/guides', label: 'Explore' },
  { to: '/blog', label: 'Blog' },
  { to: '/topics', label: 'Topics' },
  { to: '/apps', label: 'Apps' },
] as const;

/** The current section stands out (soft); NavLink still marks it aria-current="page". */
function MainNavLink({ to, label }: { to: string; label: string }) {
  const current = useMatch(`${to}/*`) !== null;
  return (
    <Button asChild variant={current ? 'soft' : 'ghost'} color={current ? undefined : 'gray'} highContrast={!current} size="3">
      <NavLink to={to}>{label}</NavLink>
    </Button>
  );
}

export function MainNav() {
  const { isAdmin } = useAuth();
  const links = isAdmin ? [...MAIN_LINKS, { to: '/admin', label: 'Admin' }] : MAIN_LINKS;
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {links.map(({ to, label }) => (
          <li key={to}>
            <MainNavLink to={to} label={label} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
