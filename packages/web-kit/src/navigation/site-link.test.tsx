// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigateContext } from './navigate';
import { SiteLink } from './site-link';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderLink() {
  const navigate = vi.fn();
  render(
    <NavigateContext value={navigate}>
      <SiteLink to="/blog/tea">Tea</SiteLink>
    </NavigateContext>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Tea' }) };
}

describe('SiteLink', () => {
  it('on a public page is a link the browser follows (a document navigation, prefetched on intent)', () => {
    render(<SiteLink to="/blog/tea">Tea</SiteLink>);
    const link = screen.getByRole('link', { name: 'Tea' });
    expect(link.getAttribute('href')).toBe('/blog/tea');
    // Not prevented: the browser's own navigation, which activates what it prefetched or
    // prerendered (jsdom says it cannot navigate).
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fireEvent.click(link)).toBe(true);
  });

  it('where a part navigates otherwise (a router), is a plain link whose plain click goes through it', () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute('href')).toBe('/blog/tea');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/blog/tea');
  });

  it('leaves a click with a modifier or another button to the browser (a new tab, a download)', () => {
    const { navigate, link } = renderLink();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
