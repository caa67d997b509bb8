import type { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/business-metrics.ts';

/**
 * The business metrics (shared/business-metrics.ts), counted where they happen and written once per
 * invocation as one log line in CloudWatch's embedded metric format: CloudWatch makes the metrics
 * from the log, with no call to its API. The counts wait here, in order, until `publishingMetrics`
 * hands them to Powertools Metrics, which writes the line; Powertools loads with the first
 * invocation that counted something, not at every cold start (about 6 M CPU instructions,
 * docs/cold-starts.md), since most requests count nothing.
 */
const counted: Array<{ name: BusinessMetric; count: number }> = [];
let writer: Promise<{ metrics: Metrics; unit: (typeof MetricUnit)['Count'] }> | undefined;

/** Powertools Metrics, loaded and set up once, on first use. */
const powertoolsMetrics = () => {
  writer ??= import('@aws-lambda-powertools/metrics').then(({ Metrics, MetricUnit }) => ({
    metrics: new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE }),
    unit: MetricUnit.Count,
  }));
  return writer;
};

/** Counts `count` of a business metric in the current invocation. */
export function countMetric(name: BusinessMetric, count = 1): void {
  if (count > 0) counted.push({ name, count });
}

/**
 * Runs an invocation's work, then writes what it counted (nothing when it counted nothing), also
 * when the work failed: a failed sign-in is counted by the request that answered 401.
 */
export async function publishingMetrics<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } finally {
    if (counted.length > 0) {
      const { metrics, unit } = await powertoolsMetrics();
      for (const { name, count } of counted.splice(0)) metrics.addMetric(name, unit, count);
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    }
  }
}
