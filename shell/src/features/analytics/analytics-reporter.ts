/** Where page views go (docs/requirements.md#r-analytics: the page path on every route change). */
export interface AnalyticsReporter {
  pageView(path: string): void;
}

/** Used without a measurement id, without consent and under Global Privacy Control. */
export const noopReporter: AnalyticsReporter = { pageView: () => undefined };
