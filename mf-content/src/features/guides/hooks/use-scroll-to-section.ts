import type { MouseEvent, RefObject } from 'react';

/** SPEC §9: the sticky header is 64 px high; 80 px leaves the heading some air below it. */
export const SECTION_SCROLL_OFFSET = 80;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * A click handler for an in-page link: scrolls smoothly so the section's top sits
 * `offset` px below the viewport top, then moves keyboard focus to the section's heading.
 */
export function useScrollToSection(
  section: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
  offset = SECTION_SCROLL_OFFSET,
) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const element = section.current;
    if (!element || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    window.scrollTo({
      top: element.getBoundingClientRect().top + window.scrollY - offset,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
    heading.current?.focus({ preventScroll: true });
  };
}
