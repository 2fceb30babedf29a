import webApps from '@livefully/contracts/web-apps.json';
import { matchRoutes } from '@livefully/web-kit/router';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

const { REMOTE_ROUTES, routes } = await import('./routes');

type SlotProps = { remoteId: string; loading?: ReactElement; fallback?: ReactElement; newsletterSlot?: ReactElement };

function slotFor(path: string): SlotProps {
  const matches = matchRoutes(routes, path) ?? [];
  const element = matches.at(-1)?.route.element;
  if (!isValidElement(element)) throw new Error(`no element for ${path}`);
  return element.props as SlotProps;
}

describe('route table (docs/requirements.md#r-routes)', () => {
  it.each([
    ['/', 'mf_content/HomePage'],
    ['/blog', 'mf_content/BlogListPage'],
    ['/blog/slow-mornings', 'mf_content/ArticlePage'],
    ['/guides', 'mf_content/GuideListPage'],
    ['/guide/weekend-reset', 'mf_content/GuidePage'],
    ['/topics', 'mf_content/TopicListPage'],
    ['/topics/foodie', 'mf_content/TopicPage'],
    ['/privacy-policy', 'mf_content/PrivacyPolicyPage'],
    ['/terms-of-service', 'mf_content/TermsOfServicePage'],
    ['/DMCA', 'mf_content/DmcaPage'],
    ['/search', 'mf_search/SearchPage'],
    ['/contact', 'mf_engage/ContactPage'],
    ['/apps', 'mf_engage/AppsPage'],
    ['/newsletter', 'mf_engage/NewsletterPage'],
    ['/subscriptions/confirm?token=abc', 'mf_engage/SubscriptionConfirmPage'],
    ['/subscriptions/unsubscribe?token=abc', 'mf_engage/UnsubscribePage'],
    ['/subscriptions', 'mf_content/NotFoundPage'],
    ['/admin', 'mf_admin/AdminApp'],
    ['/admin/posts/42/edit', 'mf_admin/AdminApp'],
    ['/404', 'mf_content/NotFoundPage'],
    ['/no/such/page', 'mf_content/NotFoundPage'],
    ['/guide', 'mf_content/NotFoundPage'],
  ])('%s loads %s', (path, remoteId) => {
    expect(slotFor(path).remoteId).toBe(remoteId);
  });

  it('gives the home page the newsletter sign-up of mf-engage in a slot of its own', () => {
    const slot = slotFor('/').newsletterSlot;
    expect(isValidElement(slot) && (slot.props as SlotProps).remoteId).toBe('mf_engage/NewsletterSignup');
  });

  it("says 'Loading admin panel...' while the admin area loads", () => {
    expect(slotFor('/admin/guides/new').loading?.props).toMatchObject({ children: 'Loading admin panel...' });
  });

  it("keeps the shell's own Page Not Found for when mf-content cannot be loaded", () => {
    expect(slotFor('/whatever').fallback).toBeTruthy();
    expect(slotFor('/404').fallback).toBeTruthy();
  });
});

describe('route table and the list of remotes', () => {
  const exposed = new Set(webApps.remotes.flatMap(({ name, exposes }) => Object.keys(exposes).map((key) => `${name}/${key.slice(2)}`)));

  it.each(REMOTE_ROUTES.map(({ path, remoteId }) => [path, remoteId]))('%s loads %s, a module its remote exposes', (_path, remoteId) => {
    expect(exposed).toContain(remoteId);
  });
});
