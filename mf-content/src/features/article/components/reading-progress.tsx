import './reading-progress.css';

/**
 * How far through the article the reader is: a bar across the top of the window that the browser
 * draws from the page's scroll position (a scroll-driven animation, reading-progress.css). No
 * script runs while scrolling and nothing in the page's flow moves; where the browser lacks
 * scroll-driven animations there is no bar. Decorative: the scrollbar says the same.
 */
export function ReadingProgress() {
  return <div className="reading-progress" aria-hidden="true" />;
}
