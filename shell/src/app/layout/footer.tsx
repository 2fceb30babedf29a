import { useSiteSettings } from '@livefully/web-kit';
import { Link } from 'react-router';
import { AppearanceSwitch } from '../../features/appearance/appearance-switch';
import { CookieSettingsButton } from '../../features/consent/cookie-settings-button';
import { FOOTER_GROUPS } from '../../components/layout/footer-links';

export function Footer() {
  const { siteName, socialUrl } = useSiteSettings();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__name">{siteName}</p>
          <p>Ideas and guides for making memories, finding balance and living every day fully.</p>
          <a className="site-footer__social" href={socialUrl} target="_blank" rel="noopener noreferrer">
            Follow us<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="site-footer__heading">{group.title}</h2>
              <ul className="site-footer__list">
                {group.links.map(({ to, label }) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </p>
        <AppearanceSwitch />
        <CookieSettingsButton />
      </div>
    </footer>
  );
}
