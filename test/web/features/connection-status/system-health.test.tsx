import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { HealthReport } from '#shared/health.ts';
import { SystemHealthView } from '#web/features/connection-status/components/system-health.tsx';
import { healthViewFrom } from '#web/features/connection-status/lib/health-view.ts';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '#web/shared/api/api-error.ts';

const healthy: HealthReport = {
  status: 'healthy',
  timestamp: '2026-11-21T10:00:00.000Z',
  version: '1.4.2',
  dependencies: [
    { name: 'dynamodb', status: 'healthy', latencyMs: 4 },
    { name: 'content-bucket', status: 'healthy', latencyMs: 11 },
  ],
};

const unhealthy: HealthReport = {
  ...healthy,
  status: 'unhealthy',
  error: 'Unavailable: content-bucket',
  dependencies: [
    { name: 'dynamodb', status: 'healthy', latencyMs: 5 },
    { name: 'content-bucket', status: 'unhealthy', latencyMs: 3000, error: 'TimeoutError' },
  ],
};

const render = (view: Parameters<typeof SystemHealthView>[0]['view'], refreshing = false) =>
  renderToStaticMarkup(<SystemHealthView view={view} refreshing={refreshing} onRefresh={() => undefined} />);

/** The table rows as text, cells separated by " | ". */
const rows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = '']) => cell.replace(/<[^>]+>/g, '')).join(' | '),
  );

describe('the health check as the page sees it', () => {
  it('is a report for a 200, and for a 503 that carries the unhealthy report', () => {
    expect(healthViewFrom({ data: healthy })).toEqual({ kind: 'report', report: healthy });
    expect(healthViewFrom({ error: new ApiError('Unavailable: content-bucket', 503, unhealthy) })).toEqual({
      kind: 'report',
      report: unhealthy,
    });
  });

  it('is a failure with its reason when no report came, even if an older report is cached', () => {
    expect(healthViewFrom({ data: healthy, error: new ApiTimeoutError(15_000) })).toEqual({
      kind: 'failure',
      message: 'The request timed out after 15 s. Please try again.',
    });
    expect(healthViewFrom({ error: new ApiNetworkError() })).toMatchObject({ kind: 'failure' });
    expect(healthViewFrom({ error: new ApiError('Bad gateway', 502, '<html>') })).toEqual({
      kind: 'failure',
      message: 'Bad gateway',
    });
    expect(healthViewFrom({})).toEqual({ kind: 'loading' });
  });
});

describe('system health page', () => {
  it('shows each dependency with its status and latency when all is healthy', () => {
    const html = render({ kind: 'report', report: healthy });
    expect(html).toContain('data-status="healthy"');
    expect(html).toContain('version <code>1.4.2</code>');
    expect(rows(html)).toEqual([
      'Dependency | Status | Latency | Error',
      'Database (DynamoDB) | Healthy | 4 ms | —',
      'Content storage (S3) | Healthy | 11 ms | —',
    ]);
    expect(html).toContain('>Refresh</button>');
  });

  it('shows the unhealthy report with its error message and the failing dependency', () => {
    const html = render({ kind: 'report', report: unhealthy });
    expect(html).toContain('Unhealthy');
    expect(html).toContain('Unavailable: content-bucket');
    expect(rows(html)).toContain('Content storage (S3) | Unhealthy | 3000 ms | TimeoutError');
  });

  it('shows why the check failed when there is no report, and a busy Refresh while checking again', () => {
    const html = render({ kind: 'failure', message: 'The request timed out after 15 s. Please try again.' }, true);
    expect(html).toContain('role="alert"');
    expect(html).toContain('The health check could not be completed. The request timed out after 15 s.');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"[^>]*>Refreshing…<\/button>/);
    expect(html).not.toContain('<table');
  });

  it('shows a loading state before the first answer', () => {
    expect(render({ kind: 'loading' })).toContain('Checking the services…');
  });
});
