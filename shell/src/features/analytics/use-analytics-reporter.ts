import { useSiteSettings } from '@livefully/web-kit';
import { useMemo } from 'react';
import { useConsent } from '../../lib/consent/consent-context';
import { noopReporter, type AnalyticsReporter } from './analytics-reporter';
import { createGa4Reporter } from './ga4-reporter';

/** GA4 only with a configured measurement id AND the visitor's yes (never under GPC). */
export function useAnalyticsReporter(): AnalyticsReporter {
  const { gaMeasurementId } = useSiteSettings();
  const { analyticsAllowed } = useConsent();
  return useMemo(
    () => (gaMeasurementId && analyticsAllowed ? createGa4Reporter(gaMeasurementId) : noopReporter),
    [gaMeasurementId, analyticsAllowed],
  );
}
