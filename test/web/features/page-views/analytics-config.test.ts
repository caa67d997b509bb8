import { describe, expect, it, vi } from 'vitest';
import { analyticsMeasurementId } from '#web/features/page-views/lib/analytics-config.ts';

describe('analyticsMeasurementId', () => {
  it('returns a configured id without a warning', () => {
    const warn = vi.fn();
    expect(analyticsMeasurementId('first-party', warn)).toBe('first-party');
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns analytics off with one warning when no id is configured', () => {
    const warn = vi.fn();
    expect(analyticsMeasurementId('', warn)).toBeUndefined();
    expect(analyticsMeasurementId(undefined, vi.fn())).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
