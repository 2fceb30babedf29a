import type { MouseEvent } from 'react';

/** docs/requirements.md#r-layout-limits: the sticky header is 64 px high; 80 px leaves the heading some air below it. */
export const SECTION_SCROLL_OFFSET = 80;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A click handler for an in-page link: scrolls smoothly so the section's top sits `offset` px
 * below the viewport top, then moves keyboard focus to the section's heading. The elements are
 * found by id: the link is an island, the section is the page's markup.
 */
export function useScrollToSection(sectionId: string, headingId: string, offset = SECTION_SCROLL_OFFSET) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(sectionId);
    if (!element || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - offset,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  };
}
