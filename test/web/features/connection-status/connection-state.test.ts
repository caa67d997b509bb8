import { describe, expect, it } from 'vitest';
import type { HealthReport } from '#shared/health.ts';
import { connectionStateFrom } from '#web/features/connection-status/lib/connection-state.ts';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '#web/shared/api/api-error.ts';

const report = (status: HealthReport['status']): HealthReport => ({
  status,
  timestamp: '2025-06-01T12:00:00.000Z',
  version: 'test',
  dependencies: [{ name: 'dynamodb', status, latencyMs: 3 }],
});

describe('connectionStateFrom', () => {
  it('is checking before the first answer', () => {
    expect(connectionStateFrom({})).toBe('checking');
  });

  it('is online when the API reports healthy', () => {
    expect(connectionStateFrom({ data: report('healthy') })).toBe('online');
  });

  it('is degraded when the API answers 503 with an unhealthy report', () => {
    const error = new ApiError('DynamoDB down', 503, report('unhealthy'));
    expect(connectionStateFrom({ error })).toBe('degraded');
  });

  it('is degraded when the API answers with another error of its own', () => {
    expect(connectionStateFrom({ error: new ApiError('Internal server error', 500, { message: 'x' }) })).toBe(
      'degraded',
    );
  });

  it('is offline when no answer arrives: network error, timeout, or a gateway 502-504', () => {
    expect(connectionStateFrom({ error: new ApiNetworkError() })).toBe('offline');
    expect(connectionStateFrom({ error: new ApiTimeoutError(15_000) })).toBe('offline');
    expect(connectionStateFrom({ error: new ApiError('Bad gateway', 502, '') })).toBe('offline');
    expect(connectionStateFrom({ error: new TypeError('Failed to fetch') })).toBe('offline');
  });

  it('follows the latest check: an error wins over data kept from an earlier success', () => {
    expect(connectionStateFrom({ data: report('healthy'), error: new ApiNetworkError() })).toBe('offline');
  });
});
