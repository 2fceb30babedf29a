// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../testing/render-page';
import NewsletterPage from './newsletter-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsletterPage', () => {
  it('says what readers get and how often, offers the sign-up and links the privacy policy', () => {
    stubApi({});
    renderPage(<NewsletterPage />, '/newsletter');
    expect(screen.getByRole('heading', { level: 1, name: 'The Live Fully Newsletter' })).toBeTruthy();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByText('Newsletter').getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('region', { name: 'What you get' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'How often' }).textContent).toContain('twice a month');
    const form = within(screen.getByRole('form', { name: 'Stay Inspired' }));
    expect(form.getByLabelText('Email address').getAttribute('type')).toBe('email');
    expect(form.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
  });
});
