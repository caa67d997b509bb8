import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/business-metrics.ts';

/**
 * The business metrics (shared/business-metrics.ts), counted where they happen and written once per
 * invocation as one log line in CloudWatch's embedded metric format: CloudWatch makes the metrics
 * from the log, with no call to its API. Powertools Metrics keeps them in its buffer until
 * `publishingMetrics` writes it.
 */
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: METRICS_SERVICE });

/** Counts `count` of a business metric in the current invocation. */
export function countMetric(name: BusinessMetric, count = 1): void {
  if (count > 0) metrics.addMetric(name, MetricUnit.Count, count);
}

/**
 * Runs an invocation's work, then writes what it counted (nothing when it counted nothing), also
 * when the work failed: a failed sign-in is counted by the request that answered 401.
 */
export async function publishingMetrics<Result>(work: () => Promise<Result>): Promise<Result> {
  try {
    return await work();
  } finally {
    if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
