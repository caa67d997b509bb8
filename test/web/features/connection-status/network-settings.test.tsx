import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NetworkSettingsView } from '#web/features/connection-status/components/network-settings.tsx';
import { outcomeLabel, summarizeCalls } from '#web/features/connection-status/lib/call-outcome.ts';
import type { ApiCall } from '#web/shared/api/call-log.ts';

const calls: ApiCall[] = [
  {
    seq: 4,
    route: 'GET /auth/me',
    outcome: 'timeout',
    durationMs: 15_002,
    startedAt: 1_700_000_004_000,
    background: false,
  },
  { seq: 3, route: 'GET /users', outcome: 403, durationMs: 30, startedAt: 1_700_000_003_000, background: false },
  { seq: 2, route: 'GET /health', outcome: 200, durationMs: 10, startedAt: 1_700_000_002_000, background: true },
  {
    seq: 1,
    route: 'GET /visitor/stats',
    outcome: 'network',
    durationMs: 2,
    startedAt: 1_700_000_001_000,
    background: true,
  },
];

const render = (list: readonly ApiCall[]) =>
  renderToStaticMarkup(
    <NetworkSettingsView apiBaseUrl="http://localhost:5000/api" connection="degraded" calls={list} />,
  );

describe('API call outcomes', () => {
  it('names statuses and failures', () => {
    expect(outcomeLabel(200)).toBe('HTTP 200');
    expect(outcomeLabel('timeout')).toBe('Timed out');
    expect(outcomeLabel('network')).toBe('No answer (network error)');
    expect(outcomeLabel('aborted')).toBe('Cancelled');
  });

  it('sums up answered and unanswered calls with the median answer time', () => {
    expect(summarizeCalls(calls)).toEqual({ count: 4, answered: 2, noAnswer: 2, medianAnsweredMs: 20 });
    expect(summarizeCalls([])).toEqual({ count: 0, answered: 0, noAnswer: 0 });
  });
});

describe('network settings page', () => {
  it('shows the API base URL, the connection, and both time limits', () => {
    const html = render([]);
    expect(html).toContain('<dt>API base URL</dt><dd>http://localhost:5000/api</dd>');
    expect(html).toContain('<dt>Connection</dt><dd>Degraded</dd>');
    expect(html).toContain('<dt>Request time limit</dt><dd>15,000 ms (15 s)</dd>');
    expect(html).toContain('<dt>Visitor count time limit</dt><dd>3,000 ms (3 s)</dd>');
    expect(html).toContain('No API calls yet in this tab.');
  });

  it('lists the last calls newest first with outcome and duration, background ones marked', () => {
    const html = render(calls);
    expect(html).toContain('4 calls: 2 answered, 2 without an answer, median answer time 20 ms.');
    const cells = [...html.matchAll(/<tr data-outcome="([^"]+)">(.*?)<\/tr>/g)].map(([, kind = '', row = '']) => [
      kind,
      row
        .replace(/<td><time[^>]*>.*?<\/time><\/td>/, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ]);
    expect(cells).toEqual([
      ['no-answer', 'GET /auth/me Timed out 15002 ms'],
      ['refused', 'GET /users HTTP 403 30 ms'],
      ['success', 'GET /health (background) HTTP 200 10 ms'],
      ['no-answer', 'GET /visitor/stats (background) No answer (network error) 2 ms'],
    ]);
  });
});
