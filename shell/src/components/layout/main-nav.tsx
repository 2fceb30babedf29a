import { useAuth } from '@livefully/web-kit';
import { NavLink } from 'react-router';

export const MAIN_LINKS = [
  { to: '/guides', label: 'Explore' },
  { to: '/blog', label: 'Blog' },
  { to: '/topics', label: 'Topics' },
  { to: '/apps', label: 'Apps' },
] as const;

export function MainNav() {
  const { isAdmin } = useAuth();
  const links = isAdmin ? [...MAIN_LINKS, { to: '/admin', label: 'Admin' }] : MAIN_LINKS;
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {links.map(({ to, label }) => (
          <li key={to}>
            <NavLink to={to} className="main-nav__link">
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
