type HealthStatus = 'healthy' | 'unhealthy';

export interface DependencyCheck {
  name: string;
  status: HealthStatus;
  latencyMs: number;
  error?: string;
}

/** Answer of `GET /api/health`: 200 when every dependency is healthy, else 503 (with `Retry-After`). */
export interface HealthReport {
  status: HealthStatus;
  timestamp: string;
  version: string;
  dependencies: DependencyCheck[];
  error?: string;
}
