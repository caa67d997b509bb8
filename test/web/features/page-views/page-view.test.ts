import { describe, expect, it } from 'vitest';
import { pageViewSchema } from '#shared/validation/analytics.ts';
import { buildPageView } from '#web/features/page-views/lib/page-view.ts';

const sessionId = 'm3k1x9zq-abcdefabcdefabcd';

describe('buildPageView', () => {
  it('sends path, referrer and session id the server accepts', () => {
    const view = buildPageView({ path: '/about', referrer: 'https://search.test/?q=me', sessionId });
    expect(view).toEqual({ path: '/about', referrer: 'https://search.test/?q=me', sessionId });
    expect(pageViewSchema.safeParse(view).success).toBe(true);
  });

  it('leaves the referrer out when there is none', () => {
    const view = buildPageView({ path: '/', referrer: '', sessionId });
    expect(view).not.toHaveProperty('referrer');
    expect(pageViewSchema.safeParse(view).success).toBe(true);
  });

  it('leaves the session id out when there is none (a registered session)', () => {
    const view = buildPageView({ path: '/about' });
    expect(view).toEqual({ path: '/about' });
    expect(pageViewSchema.safeParse(view).success).toBe(true);
  });

  it("cuts an over-long path and referrer to the server's limits", () => {
    const view = buildPageView({
      path: `/${'p'.repeat(600)}`,
      referrer: `https://r.test/${'r'.repeat(3000)}`,
      sessionId,
    });
    expect(pageViewSchema.safeParse(view).success).toBe(true);
  });
});
