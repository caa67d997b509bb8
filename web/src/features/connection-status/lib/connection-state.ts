import type { HealthReport } from '#shared/health.ts';
import { ApiError } from '#web/shared/api/api-error.ts';

export type ConnectionState = 'online' | 'degraded' | 'offline' | 'checking';

export const connectionStateLabels: Record<ConnectionState, string> = {
  online: 'Online',
  degraded: 'Degraded',
  offline: 'Offline',
  checking: 'Checking…',
};

/** A health answer, also when it came as the body of a 503 (unhealthy). */
export function isHealthReport(value: unknown): value is HealthReport {
  const status = (value as Partial<HealthReport> | null)?.status;
  return status === 'healthy' || status === 'unhealthy';
}

/**
 * What the latest health check says. The API answering "unhealthy" (HTTP 503 with a report) is
 * degraded; no answer at all (network error, timeout, or a gateway/proxy 502–504) is offline.
 */
export function connectionStateFrom(result: { data?: HealthReport; error?: unknown }): ConnectionState {
  const { data, error } = result;
  if (error !== undefined) {
    if (!(error instanceof ApiError) || error.status === 0) return 'offline';
    if (isHealthReport(error.body)) return 'degraded';
    return [502, 503, 504].includes(error.status) ? 'offline' : 'degraded';
  }
  if (data === undefined) return 'checking';
  return data.status === 'healthy' ? 'online' : 'degraded';
}
