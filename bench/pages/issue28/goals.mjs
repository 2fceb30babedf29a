// @ts-check
/**
 * Issue 28's goals ("public pages alive at first paint"), each judged per page: measured, not
 * asserted (a missed goal never fails the run). KB = 1000 bytes, the stricter reading.
 */

export const GOALS = {
  performance: 95, // Lighthouse mobile performance score ≥, median of the runs
  tbtMs: 100, // Total Blocking Time ≤
  cls: 0.02, // Cumulative Layout Shift ≤
  lcpRatio: 1.2, // LCP ≤ 1.2 × the LCP of the page's own static copy
  jsBytes: /** @type {Record<string, number>} */ ({ article: 100_000, '/blog': 120_000 }), // first view, gzip'd
  blockingCssBytes: 20_000, // render-blocking CSS ≤, gzip'd, each page
  interactionMs: 100, // next paint of each interaction of the session (4× CPU slowdown) ≤
  navigationLcpMs: 100, // a prefetched article's LCP after the click (from navigation start / activation) ≤
};

/** @typedef {{ goal: string, page: string, measured: string, met: boolean | null }} Verdict */

/** @param {number | null | undefined} v @param {number} [digits] */
export function fmt(v, digits = 0) {
  return v == null ? '–' : digits ? v.toFixed(digits) : String(Math.round(v));
}
/** @param {number | null | undefined} bytes */
export function kb(bytes) {
  return bytes == null ? '–' : (bytes / 1000).toFixed(1);
}

/** Median, min and max of the numbers among `values`, or null when there are none. @param {Array<number | null | undefined>} values */
export function stats(values) {
  const xs = /** @type {number[]} */ (values.filter((x) => typeof x === 'number')).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = (xs.length - 1) / 2;
  return { median: (xs[Math.floor(mid)] + xs[Math.ceil(mid)]) / 2, min: xs[0], max: xs[xs.length - 1], n: xs.length };
}

/**
 * The Lighthouse goals of each page against its medians (`pages[path]`) and its static copy's (`copies[path]`).
 * @param {string[]} paths @param {Record<string, any>} pages @param {Record<string, any>} copies @returns {Verdict[]}
 */
export function lighthouseVerdicts(paths, pages, copies) {
  /** @type {Verdict[]} */
  const out = [];
  for (const page of paths) {
    const p = pages[page];
    const c = copies[page];
    const perf = p?.performance?.median;
    const tbt = p?.tbtMs?.median;
    const cls = p?.cls?.median;
    const lcp = p?.lcpMs?.median;
    const copyLcp = c?.lcpMs?.median;
    const ratio = lcp != null && copyLcp ? lcp / copyLcp : null;
    out.push(
      { goal: `performance ≥ ${GOALS.performance}`, page, measured: fmt(perf), met: perf == null ? null : perf >= GOALS.performance },
      { goal: `TBT ≤ ${GOALS.tbtMs} ms`, page, measured: `${fmt(tbt)} ms`, met: tbt == null ? null : tbt <= GOALS.tbtMs },
      { goal: `CLS ≤ ${GOALS.cls}`, page, measured: fmt(cls, 3), met: cls == null ? null : cls <= GOALS.cls },
      {
        goal: `LCP ≤ ${GOALS.lcpRatio}× its static copy`,
        page,
        measured: `${fmt(lcp)} / ${fmt(copyLcp)} ms = ${ratio == null ? '–' : ratio.toFixed(2)}×`,
        met: ratio == null ? null : ratio <= GOALS.lcpRatio,
      },
    );
  }
  return out;
}

/** @param {boolean | null} met */
export function mark(met) {
  return met == null ? 'no figure' : met ? 'pass' : '**miss**';
}
