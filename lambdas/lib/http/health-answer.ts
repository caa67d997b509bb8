import type { DependencyCheck, HealthReport } from '#shared/health.ts';
import { RETRY_AFTER_SECONDS } from '../aws/time-budget';
import { config } from '../config';
import { type ApiResult, json } from './response';

/**
 * The answer of a health check from its dependency checks: 200 when all are healthy; 503 with
 * `Retry-After` and the report (which names the unhealthy ones) when not: the service is
 * unavailable, not broken. `cacheControl` says who may keep the answer and how long.
 */
export function healthAnswer(dependencies: DependencyCheck[], cacheControl: string): ApiResult {
  const failed = dependencies.filter((dependency) => dependency.status === 'unhealthy');
  const report: HealthReport = {
    status: failed.length === 0 ? 'healthy' : 'unhealthy',
    timestamp: new Date().toISOString(),
    version: config.appVersion,
    dependencies,
  };
  if (failed.length === 0) return json(200, report, { 'cache-control': cacheControl });
  report.error = `Unavailable: ${failed.map((dependency) => dependency.name).join(', ')}`;
  return json(503, report, { 'cache-control': cacheControl, 'retry-after': String(RETRY_AFTER_SECONDS) });
}
