import { Island, useSiteSettings } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/router';
import { Heading, Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { AppearanceSwitch } from '../../features/appearance/appearance-switch';
import { CookieSettingsButton } from '../../features/consent/cookie-settings-button';
import { FOOTER_GROUPS } from '../../components/layout/footer-links';
import { SocialLinks } from '../../components/layout/social-links';

export function Footer() {
  const { siteName } = useSiteSettings();
  return (
    // The id is the one the rendered document waits for before its first paint (`rel="expect"`,
    // shell/server/document.mjs): everything above the footer then paints at once.
    <footer className="site-footer" id="site-footer">
      <div className="container site-footer__grid">
        <div>
          <Heading asChild size="5" mb="2">
            <p>{siteName}</p>
          </Heading>
          <Text as="p" size="2" color="gray">
            Ideas and guides for making memories, finding balance and living every day fully.
          </Text>
          <SocialLinks />
        </div>
        <nav className="site-footer__nav" aria-label="Footer">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <Heading as="h2" size="2" mb="3">
                {group.title}
              </Heading>
              <ul className="site-footer__list">
                {group.links.map(({ to, label }) => (
                  <li key={to}>
                    <ThemeLink asChild size="2" color="gray" highContrast>
                      <Link to={to}>{label}</Link>
                    </ThemeLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container site-footer__legal">
        <Text as="p" size="2" color="gray" m="0">
          © {new Date().getFullYear()} {siteName}. All rights reserved.
        </Text>
        <Island name="shell/AppearanceSwitch" component={AppearanceSwitch} props={{}} load="visible" />
        <Island name="shell/CookieSettings" component={CookieSettingsButton} props={{}} load="visible" />
      </div>
    </footer>
  );
}
