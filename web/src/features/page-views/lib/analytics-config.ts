/**
 * The analytics measurement id (`VITE_ANALYTICS_ID`). Without one, page views are never sent and
 * one warning says so.
 */
export function analyticsMeasurementId(
  configured: string | undefined,
  warn: (message: string) => void,
): string | undefined {
  const id = configured?.trim() ?? '';
  if (id !== '') return id;
  warn('VITE_ANALYTICS_ID is not set: page-view analytics are off.');
  return undefined;
}

let cached: { id: string | undefined } | undefined;

/** The configured id, read (and warned about) once per page load. */
export function configuredAnalyticsId(): string | undefined {
  cached ??= { id: analyticsMeasurementId(import.meta.env.VITE_ANALYTICS_ID, (message) => console.warn(message)) };
  return cached.id;
}
