/** docs/requirements.md#r-footer: every link the footer carries, by group. */
export const FOOTER_GROUPS = [
  {
    title: 'Discover',
    links: [
      { to: '/guides', label: 'Explore Guides' },
      { to: '/blog', label: 'Blog' },
      { to: '/topics', label: 'Topics' },
      { to: '/apps', label: 'Apps' },
    ],
  },
  {
    title: 'Popular Topics',
    links: [
      { to: '/topics/foodie', label: 'Foodie' },
      { to: '/topics/date-night', label: 'Date Night' },
      { to: '/topics/challenge', label: 'Challenge' },
      { to: '/topics/sports', label: 'Sports' },
    ],
  },
  {
    title: 'About',
    links: [
      { to: '/newsletter', label: 'Newsletter' },
      { to: '/contact', label: 'Contact' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
      { to: '/terms-of-service', label: 'Terms of Service' },
    ],
  },
] as const;
