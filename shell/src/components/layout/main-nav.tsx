import { NavLink } from 'react-router';

export const MAIN_LINKS = [
  { to: '/guides', label: 'Explore' },
  { to: '/blog', label: 'Blog' },
  { to: '/topics', label: 'Topics' },
  { to: '/apps', label: 'Apps' },
] as const;

export function MainNav() {
  return (
    <nav className="main-nav" aria-label="Main">
      <ul className="main-nav__list">
        {MAIN_LINKS.map(({ to, label }) => (
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
