import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '#shared/activity.ts';
import { activityPageKey } from '#web/features/activity/api/get-activity.ts';
import { ActivityItems } from '#web/features/activity/components/activity-list.tsx';
import { activityDetail, activityTitle, deviceOf } from '#web/features/activity/lib/activity-labels.ts';

const item = (overrides: Partial<ActivityItem>): ActivityItem => ({
  id: 'e1',
  type: 'login',
  occurredAt: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

describe('activity labels', () => {
  it('names each kind of event, and says when an administrator made the change', () => {
    expect(activityTitle(item({ type: 'login' }))).toBe('Signed in');
    expect(activityTitle(item({ type: 'email-changed' }))).toBe('Email address changed');
    expect(activityTitle(item({ type: 'username-changed' }))).toBe('User name changed');
    expect(activityTitle(item({ type: 'password-changed' }))).toBe('Password changed');
    expect(activityTitle(item({ type: 'password-reset' }))).toBe('Password reset with an emailed link');
    expect(activityTitle(item({ type: 'profile-updated', byAdmin: true }))).toBe('Profile updated by an administrator');
  });

  it('lists the changed profile fields and the cookie categories allowed', () => {
    expect(
      activityDetail(item({ type: 'profile-updated', changedFields: ['firstName', 'biography', 'phoneNumber'] })),
    ).toBe('Changed: first name, biography and phone number.');
    expect(activityDetail(item({ type: 'consent-saved', allowedCategories: ['necessary', 'analytics'] }))).toBe(
      'Allowed: necessary and analytics (page views).',
    );
    expect(activityDetail(item({ type: 'consent-saved', allowedCategories: ['necessary'] }))).toBe(
      'Allowed: necessary cookies only.',
    );
    expect(activityDetail(item({ type: 'login' }))).toBe('');
  });

  it('names the browser and system of a user agent, or nothing for an unknown one', () => {
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox on Linux');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceOf('vitest')).toBeUndefined();
    expect(deviceOf(undefined)).toBeUndefined();
  });
});

describe('activity list', () => {
  it('shows each event with its time, device and detail, in the order the API gave (newest first)', () => {
    const html = renderToStaticMarkup(
      <ActivityItems
        items={[
          item({
            id: 'e2',
            type: 'consent-saved',
            allowedCategories: ['necessary'],
            occurredAt: '2026-11-21T11:00:00.000Z',
          }),
          item({ id: 'e1', type: 'login', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' }),
        ]}
      />,
    );
    const titles = [...html.matchAll(/class="activity-list__title">([^<]+)</g)].map(([, title]) => title);
    expect(titles).toEqual(['Cookie choices saved', 'Signed in']);
    expect(html).toContain('<time dateTime="2026-11-21T11:00:00.000Z">');
    expect(html).toContain(' · Firefox on Linux');
    expect(html).toContain('Allowed: necessary cookies only.');
  });

  it('says so when there is no activity', () => {
    expect(renderToStaticMarkup(<ActivityItems items={[]} />)).toContain('No activity in the last 90 days.');
  });

  it("asks for each next page with the previous page's cursor, per user, and stops after the last", () => {
    expect(activityPageKey('u1', 0, null)).toEqual(['/auth/activity', 'u1', '']);
    expect(activityPageKey('u1', 1, { items: [], cursor: 'abc' })).toEqual(['/auth/activity', 'u1', 'abc']);
    expect(activityPageKey('u1', 2, { items: [], cursor: null })).toBeNull();
  });
});
