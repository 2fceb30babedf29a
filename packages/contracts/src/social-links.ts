/**
 * The site's pages on social networks, as the footer links them (SOCIAL_LINKS, docs/configuration.md):
 * each one of the networks below, on that network's own https host, and a page of it (a network's
 * home page is no page of the site's). Plain code, no zod: the gateway checks the setting with it at
 * start, `RuntimeConfigSchema` refines with it, and the shell's lenient reader keeps what it accepts.
 */
export const SOCIAL_NETWORKS = {
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com'] },
  x: { label: 'X', hosts: ['x.com', 'twitter.com'] },
  threads: { label: 'Threads', hosts: ['threads.net', 'threads.com'] },
  bluesky: { label: 'Bluesky', hosts: ['bsky.app'] },
  pinterest: { label: 'Pinterest', hosts: ['pinterest.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  linkedin: { label: 'LinkedIn', hosts: ['linkedin.com'] },
} as const satisfies Record<string, { label: string; hosts: readonly string[] }>;

export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;
export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

/** At most this many links: the footer's row, and a bound on what is read. */
export const SOCIAL_LINKS_MAX = 10;

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && Object.hasOwn(SOCIAL_NETWORKS, value);
}

/** Why `url` cannot be the site's page on `network`, or undefined when it can. */
export function socialLinkProblem(network: string, url: string): string | undefined {
  if (!isSocialNetwork(network))
    return `${network || '(empty)'} is not one of the known networks (${Object.keys(SOCIAL_NETWORKS).join(', ')})`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${network}: ${url} is not a URL`;
  }
  if (parsed.protocol !== 'https:' || !/^https:\/\//i.test(url)) return `${network}: the link must be https`;
  if (parsed.username || parsed.password) return `${network}: the link must not hold credentials`;
  const { hosts } = SOCIAL_NETWORKS[network];
  if (!hosts.some((host) => parsed.hostname === host || parsed.hostname.endsWith(`.${host}`)))
    return `${network}: the link must be on ${hosts.join(' or ')}`;
  if (parsed.pathname.replace(/\/+$/, '') === '') return `${network}: the link must be the site's own page, not ${parsed.hostname} itself`;
  return undefined;
}

/**
 * SOCIAL_LINKS, `network=url` pairs separated by commas (`instagram=https://www.instagram.com/livefully`),
 * in the order given; a network named twice, or more than SOCIAL_LINKS_MAX pairs, is a problem too.
 */
export function parseSocialLinks(setting: string): { links: SocialLink[]; problems: string[] } {
  const links: SocialLink[] = [];
  const problems: string[] = [];
  const pairs = setting
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (pairs.length > SOCIAL_LINKS_MAX) problems.push(`at most ${SOCIAL_LINKS_MAX} links`);
  for (const pair of pairs.slice(0, SOCIAL_LINKS_MAX)) {
    const at = pair.indexOf('=');
    const network = at === -1 ? pair : pair.slice(0, at).trim().toLowerCase();
    const url = at === -1 ? '' : pair.slice(at + 1).trim();
    const problem = at === -1 ? `${pair}: write each link as network=url` : socialLinkProblem(network, url);
    if (problem) problems.push(problem);
    else if (links.some((link) => link.network === network)) problems.push(`${network} is named twice`);
    else links.push({ network: network as SocialNetwork, url });
  }
  return { links, problems };
}

/** The links of `/remotes.json` as the shell reads them: each good one kept, the rest dropped. */
export function readSocialLinks(value: unknown): SocialLink[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.slice(0, SOCIAL_LINKS_MAX).flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { network, url } = item as Record<string, unknown>;
    if (typeof network !== 'string' || typeof url !== 'string' || socialLinkProblem(network, url)) return [];
    return [{ network: network as SocialNetwork, url }];
  });
}

/** The link a bare URL makes, its network read from its host (for the one-link SOCIAL_URL of before); or why it makes none. */
export function socialLinkOfUrl(url: string): { link: SocialLink } | { problem: string } {
  const hostname = URL.canParse(url) ? new URL(url).hostname : '';
  const network = (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).find((name) =>
    SOCIAL_NETWORKS[name].hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`)),
  );
  if (!network) return { problem: `${url} is on none of the known networks (${Object.keys(SOCIAL_NETWORKS).join(', ')})` };
  const problem = socialLinkProblem(network, url);
  return problem ? { problem } : { link: { network, url } };
}
