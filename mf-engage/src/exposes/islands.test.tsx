// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../testing/render-page';
import AppsPage from './apps-page';
import ContactPage from './contact-page';
import NewsletterSignup from './newsletter-signup';
import SubscriptionConfirmPage from './subscription-confirm-page';
import UnsubscribePage from './unsubscribe-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Each island of the rendered page: its name and the props written into the page for it. */
const islands = () =>
  [...document.querySelectorAll<HTMLElement>('lf-island')].map((island) => [island.dataset.island, JSON.parse(island.dataset.props ?? '')]);

// Only these parts of mf-engage's pages run in the browser (web-apps.json `islands`), with props of plain data.
describe("mf-engage's islands", () => {
  it('the contact page: its form card alone', () => {
    stubApi({});
    renderPage(<ContactPage />, '/contact');
    expect(islands()).toEqual([['mf_engage/ContactForm', {}]]);
    expect(document.querySelector('lf-island')?.textContent).toContain('Send Us a Message');
  });

  it('the newsletter sign-up renders its own island', () => {
    stubApi({});
    renderPage(<NewsletterSignup />, '/');
    expect(islands()).toEqual([['mf_engage/NewsletterSignup', {}]]);
  });

  it("the apps page: each app's Notify Me, told whether the address asked for it", () => {
    stubApi({});
    renderPage(<AppsPage />, '/apps?notify=what-i-like');
    expect(islands()).toEqual([
      ['mf_engage/NotifyMe', { id: 'dining-alphabet', title: 'Dining through the Alphabet', asked: false }],
      ['mf_engage/NotifyMe', { id: 'what-i-like', title: 'What I Like', asked: true }],
      ['mf_engage/NotifyMe', { id: 'stadium-tracker', title: 'Stadium Tracker', asked: false }],
    ]);
  });

  it("the subscription links' pages: their panel, given the token", () => {
    stubApi({});
    renderPage(<SubscriptionConfirmPage />, '/subscriptions/confirm?token=%20abc%20');
    expect(islands()).toEqual([['mf_engage/ConfirmSubscription', { token: 'abc' }]]);
    cleanup();
    renderPage(<UnsubscribePage />, '/subscriptions/unsubscribe?token=def');
    expect(islands()).toEqual([['mf_engage/Unsubscribe', { token: 'def' }]]);
  });
});
