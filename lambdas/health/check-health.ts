import type { HealthReport } from '#shared/health.ts';
import { config } from '../lib/config';
import { checkDependencies } from '../lib/health/dependency-checks';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { json } from '../lib/http/response';

/** `GET /api/health`: checks DynamoDB (one GetItem) and the content bucket (HeadBucket). */
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
    return json(500, report);
  }
  return json(200, report);
};
