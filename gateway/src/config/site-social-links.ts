import { socialLinkOfUrl, type SocialLink } from '@livefully/contracts';

/**
 * The footer's social links: SOCIAL_LINKS; when it is unset, the one link of SOCIAL_URL, the
 * setting it replaces (read for one release, docs/configuration.md). `problem`: SOCIAL_URL names
 * no page of a known network.
 */
export function siteSocialLinks(env: { SOCIAL_LINKS: SocialLink[]; SOCIAL_URL?: string | undefined }): {
  links: SocialLink[];
  problem?: string;
} {
  if (env.SOCIAL_LINKS.length > 0 || !env.SOCIAL_URL) return { links: env.SOCIAL_LINKS };
  const read = socialLinkOfUrl(env.SOCIAL_URL);
  return 'link' in read ? { links: [read.link] } : { links: [], problem: `${read.problem}; set SOCIAL_LINKS instead` };
}
