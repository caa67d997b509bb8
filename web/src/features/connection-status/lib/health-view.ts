import type { DependencyCheck, HealthReport } from '#shared/health.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { isHealthReport } from './connection-state';

/** What the health page shows: the report (healthy, or unhealthy from a 503), or why there is none. */
export type HealthView =
  | { kind: 'loading' }
  | { kind: 'report'; report: HealthReport }
  | { kind: 'failure'; message: string };

/**
 * The latest health check as the page shows it. A 503 with a report is still a report (unhealthy,
 * with its error); a timeout, a network failure or another answer is a failure with its message.
 * A failed refresh wins over an older report, so the page never shows stale health as current.
 */
export function healthViewFrom({ data, error }: { data?: HealthReport; error?: unknown }): HealthView {
  if (error !== undefined) {
    if (error instanceof ApiError && isHealthReport(error.body)) return { kind: 'report', report: error.body };
    return { kind: 'failure', message: error instanceof Error ? error.message : 'The health check failed.' };
  }
  return data ? { kind: 'report', report: data } : { kind: 'loading' };
}

const DEPENDENCY_LABELS: Record<string, string> = {
  dynamodb: 'Database (DynamoDB)',
  'content-bucket': 'Content storage (S3)',
};

export function dependencyLabel(dependency: Pick<DependencyCheck, 'name'>): string {
  return DEPENDENCY_LABELS[dependency.name] ?? dependency.name;
}

export const healthStatusLabels: Record<HealthReport['status'], string> = {
  healthy: 'Healthy',
  unhealthy: 'Unhealthy',
};
