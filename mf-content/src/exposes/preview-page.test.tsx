// @vitest-environment jsdom
import { createQueryClient } from '@livefully/web-kit';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, renderPage, stubApi, type Reply } from '../testing/render-page';
import PreviewPage, { prefetch } from './preview-page';

const DRAFT = post({ title: 'A Draft Worth Seeing' });
const ok = (data: unknown): Reply => ({ status: 200, body: { success: true, data } });
const expired: Reply = {
  status: 403,
  body: { success: false, message: 'This preview link has expired. Ask for a new one.', code: 'COMMON.FORBIDDEN' },
};
const invalid: Reply = { status: 404, body: { success: false, message: 'This preview link is not valid.', code: 'COMMON.NOT_FOUND' } };

const renderPreview = (token: string) => renderPage(`/preview/${token}`, '/preview/:token', <PreviewPage />);
const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('PreviewPage', () => {
  it('shows a draft through the article page with a Preview banner, never indexed, without the public-only parts', async () => {
    const fetchMock = stubApi({ '/api/preview/abc.def': ok({ post: DRAFT, state: 'draft', expiresAt: '2026-11-29T10:00:00.000Z' }) });
    renderPreview('abc.def');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Draft Worth Seeing' })).toBeTruthy();
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner.textContent).toContain('This draft is not published; visitors cannot see it.');
    expect(robots()).toBe('noindex, nofollow');
    expect(screen.queryByRole('button', { name: /share/i })).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    // Only the preview itself is asked for: no related articles or topics of a post that is not public.
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/preview/abc.def']);
  });

  it('says a scheduled post is scheduled', async () => {
    stubApi({ '/api/preview/abc.def': ok({ post: DRAFT, state: 'scheduled', expiresAt: '2026-11-29T10:00:00.000Z' }) });
    renderPreview('abc.def');
    expect((await screen.findByRole('complementary', { name: 'Preview' })).textContent).toContain('Scheduled for');
  });

  it.each([
    ['expired', expired, 'This preview link has expired'],
    ['forged', invalid, 'This preview link is not valid'],
  ])('gives an %s link its own page, and the renderer a 404', async (_what, reply, heading) => {
    stubApi({ '/api/preview/abc.def': reply });
    renderPreview('abc.def');
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(robots()).toBe('noindex, nofollow');
    expect(await prefetch({ params: { token: 'abc.def' }, searchParams: new URLSearchParams(), queryClient: createQueryClient() })).toEqual(
      {
        notFound: true,
      },
    );
  });

  it('lets the renderer render a working link as a page', async () => {
    stubApi({ '/api/preview/abc.def': ok({ post: DRAFT, state: 'draft', expiresAt: '2026-11-29T10:00:00.000Z' }) });
    expect(await prefetch({ params: { token: 'abc.def' }, searchParams: new URLSearchParams(), queryClient: createQueryClient() })).toEqual(
      {},
    );
  });
});
