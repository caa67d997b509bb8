import type { HealthReport } from '#shared/health.ts';
import { RETRY_AFTER_SECONDS } from '../lib/aws/time-budget';
import { config } from '../lib/config';
import { checkDependencies } from '../lib/health/dependency-checks';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { json } from '../lib/http/response';

/**
 * `GET /api/health`: checks DynamoDB (one GetItem) and the content bucket (HeadBucket), reusing a
 * container's checks for a few seconds. 200 when both are healthy; 503 with `Retry-After` and the
 * report (which names the unhealthy ones) when not: the service is unavailable, not broken.
 */
export const checkHealth: RouteHandler = async () => {
  const dependencies = await checkDependencies();
  const failed = dependencies.filter((dependency) => dependency.status === 'unhealthy');
  const report: HealthReport = {
    status: failed.length === 0 ? 'healthy' : 'unhealthy',
    timestamp: new Date().toISOString(),
    version: config.appVersion,
    dependencies,
  };
  if (failed.length > 0) {
    report.error = `Unavailable: ${failed.map((dependency) => dependency.name).join(', ')}`;
    return json(503, report, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  }
  return json(200, report);
};
