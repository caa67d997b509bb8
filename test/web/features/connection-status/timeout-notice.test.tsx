import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TimeoutNotice } from '#web/features/connection-status/components/timeout-notice.tsx';
import { isNoticeableTimeout, unhandledTimeout } from '#web/features/connection-status/lib/timeout-notice.ts';
import { type ApiCall, apiCallLog } from '#web/shared/api/call-log.ts';

let seq = 0;
const call = (outcome: ApiCall['outcome'], background = false): ApiCall => ({
  seq: ++seq,
  route: 'GET /auth/me',
  outcome,
  durationMs: 15_000,
  startedAt: 0,
  background,
});

describe('which timeouts the notification announces', () => {
  it('announces a timed-out call, but not a background one with its own fallback, nor other failures', () => {
    expect(isNoticeableTimeout(call('timeout'))).toBe(true);
    expect(isNoticeableTimeout(call('timeout', true))).toBe(false);
    expect(isNoticeableTimeout(call('network'))).toBe(false);
    expect(isNoticeableTimeout(call(504))).toBe(false);
  });

  it('picks the newest timeout after the one last dismissed or hidden', () => {
    const older = call('timeout');
    const answered = call(200);
    const newer = call('timeout');
    const calls = [newer, answered, older];
    expect(unhandledTimeout(calls, 0)).toBe(newer);
    expect(unhandledTimeout(calls, older.seq)).toBe(newer);
    expect(unhandledTimeout(calls, newer.seq)).toBeUndefined();
    expect(unhandledTimeout([call('timeout', true), answered], 0)).toBeUndefined();
  });
});

describe('timeout notification', () => {
  it('says nothing while no call the visitor asked for has timed out', () => {
    apiCallLog.record({
      route: 'GET /visitor/stats',
      outcome: 'timeout',
      durationMs: 3000,
      startedAt: 0,
      background: true,
    });
    expect(renderToStaticMarkup(<TimeoutNotice />)).toBe('');
  });

  it('says the server did not answer in time, hints at retrying, and can be dismissed', () => {
    apiCallLog.record({
      route: 'GET /auth/me',
      outcome: 'timeout',
      durationMs: 15000,
      startedAt: 0,
      background: false,
    });
    const html = renderToStaticMarkup(<TimeoutNotice help={<a href="/system-health">See the system health.</a>} />);
    expect(html).toContain('The server did not answer in time.');
    expect(html).toContain('Please retry');
    expect(html).toContain('<a href="/system-health">See the system health.</a>');
    expect(html).toMatch(/<button[^>]*aria-label="Dismiss"/);
  });
});
