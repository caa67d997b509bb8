export type HealthStatus = 'healthy' | 'unhealthy';

export interface DependencyCheck {
  name: string;
  status: HealthStatus;
  latencyMs: number;
  error?: string;
}

/** Answer of `GET /api/health`: 200 when every dependency is healthy, else 500. */
export interface HealthReport {
  status: HealthStatus;
  timestamp: string;
  version: string;
  dependencies: DependencyCheck[];
  error?: string;
}
