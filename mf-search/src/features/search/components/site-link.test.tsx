// @vitest-environment jsdom
import { NavigateContext } from '@livefully/web-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteLink } from './site-link';

afterEach(cleanup);

function renderLink() {
  const navigate = vi.fn();
  render(
    <NavigateContext value={navigate}>
      <SiteLink to="/blog/slow-mornings">The Art of Slow Mornings</SiteLink>
    </NavigateContext>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'The Art of Slow Mornings' }) };
}

describe('SiteLink', () => {
  it("is a plain link whose click goes through the site's navigate (the router's, or a document navigation)", () => {
    const { navigate, link } = renderLink();
    expect(link.getAttribute('href')).toBe('/blog/slow-mornings');
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/blog/slow-mornings');
  });

  it('leaves a click that opens elsewhere (a new tab or window) to the browser', () => {
    const { navigate, link } = renderLink();
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(fireEvent.click(link, modifier)).toBe(true);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
