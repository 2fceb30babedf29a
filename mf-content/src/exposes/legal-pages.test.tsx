// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../testing/render-page';
import DmcaPage from './dmca-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';

afterEach(cleanup);

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
}

/** Every table-of-contents link leads to a section on the page. */
function expectTocMatchesSections(count: number) {
  const toc = within(screen.getByRole('navigation', { name: 'On this page' }));
  const links = toc.getAllByRole('link');
  expect(links).toHaveLength(count);
  for (const link of links) {
    const id = (link.getAttribute('href') ?? '').slice(1);
    expect(document.getElementById(id)?.tagName).toBe('SECTION');
  }
}

describe('legal pages', () => {
  it('Privacy Policy: 19 numbered sections, effective August 6, 2025, with the key facts', () => {
    renderPage('/privacy-policy', '/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByText(/Effective date:/).textContent).toBe('Effective date: August 6, 2025');
    const headings = sectionHeadings();
    expect(headings).toHaveLength(19);
    headings.forEach((text, i) => expect(text.startsWith(`${i + 1}. `)).toBe(true));
    expectTocMatchesSections(19);

    const text = document.body.textContent ?? '';
    expect(text).toContain('at least 13 years old');
    expect(text).toContain('we honour the Global Privacy Control (GPC) signal');
    expect(text).toContain('Where the law requires it');
    expect(text).toContain('does not honour Do Not Track signals');
    for (const subject of ['newsletter', 'Google sign-in', 'community areas', 'affiliate links', 'advertising']) {
      expect(text.toLowerCase()).toContain(subject.toLowerCase());
    }
    expect(screen.getAllByRole('link', { name: 'privacy@livefully.example' })[0]?.getAttribute('href')).toBe(
      'mailto:privacy@livefully.example',
    );
  });

  it('Terms of Service: 15 numbered sections with age, liability cap and Indiana law', () => {
    renderPage('/terms-of-service', '/terms-of-service', <TermsOfServicePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText(/Effective date:/).textContent).toBe('Effective date: August 6, 2025');
    expect(sectionHeadings()).toHaveLength(15);
    expectTocMatchesSections(15);

    const text = document.body.textContent ?? '';
    expect(text).toContain('at least 13 years old');
    expect(text).toContain('the greater of 100 USD or the amount you paid us, if anything, in the 12 months');
    expect(text).toContain('the laws of the State of Indiana');
    expect(text).toContain('Hamilton County, Indiana');
    expect(screen.getByRole('link', { name: 'DMCA Policy' }).getAttribute('href')).toBe('/DMCA');
  });

  it('DMCA Policy: notice contents, the agent e-mail and the agent registration', () => {
    renderPage('/DMCA', '/DMCA', <DmcaPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'DMCA Policy' })).toBeTruthy();
    const headings = sectionHeadings();
    expect(headings).toContain('2. What to Include in a Notice');
    expect(headings).toContain('4. Designated Agent Registration');
    expect(screen.getAllByRole('link', { name: 'dmca@livefully.example' })[0]?.getAttribute('href')).toBe('mailto:dmca@livefully.example');
    expect(document.body.textContent).toContain('DMCA Designated Agent Directory');
  });
});
