import { HEALTH_CACHE_CONTROL } from '#shared/constants.ts';
import { checkDependencies } from '../lib/health/dependency-checks';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { healthAnswer } from '../lib/http/health-answer';

/**
 * `GET /api/health`: checks DynamoDB (one GetItem) and the content bucket (HeadBucket), reusing a
 * container's checks for a few seconds. The answer, a 503 too, is shared for HEALTH_EDGE_CACHE_SECONDS
 * (CloudFront's `/api/health` behaviour keeps it that long), so every visitor's connection indicator
 * is answered at the edge; admins get a report of the moment from `GET /api/admin/health`.
 */
export const checkHealth: RouteHandler = async () => healthAnswer(await checkDependencies(), HEALTH_CACHE_CONTROL);
