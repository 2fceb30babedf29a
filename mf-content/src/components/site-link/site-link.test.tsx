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
      <SiteLink to="/blog/tea">Tea</SiteLink>
    </NavigateContext>,
  );
  return { navigate, link: screen.getByRole('link', { name: 'Tea' }) };
}

describe('SiteLink', () => {
  it('is a plain link whose plain click goes through the site navigate', () => {
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
