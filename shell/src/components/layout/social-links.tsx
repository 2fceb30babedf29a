import { useSiteSettings } from '@livefully/web-kit';
import { Link as ThemeLink, Text } from '@livefully/web-kit/ui';
import { isSocialNetwork, SOCIAL_NETWORKS } from '@livefully/contracts/social-links';

/** docs/requirements.md#r-footer: "Follow us" and the site's pages on social networks (SOCIAL_LINKS); nothing when none are set. */
export function SocialLinks() {
  const links = useSiteSettings().socialLinks.filter(({ network }) => isSocialNetwork(network));
  if (links.length === 0) return null;
  return (
    <div className="social-links">
      <Text as="p" size="2" weight="medium" id="follow-us" mb="1">
        Follow us
      </Text>
      <ul className="social-links__list" aria-labelledby="follow-us">
        {links.map(({ network, url }) => (
          <li key={network}>
            <ThemeLink size="2" href={url} target="_blank" rel="noopener noreferrer">
              {SOCIAL_NETWORKS[network as keyof typeof SOCIAL_NETWORKS].label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ThemeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
