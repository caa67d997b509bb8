import { describe, expect, it } from 'vitest';
import { mainNavItems, userMenuItems } from '../../../web/src/app/nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navbar', () => {
  it('offers Login and Register to visitors, and no Admin entry', () => {
    expect(labels(mainNavItems({ signedIn: false, isAdmin: false }))).toEqual(['Home', 'Login', 'Register']);
  });

  it('drops Login and Register once signed in', () => {
    expect(labels(mainNavItems({ signedIn: true, isAdmin: false }))).toEqual(['Home']);
  });

  it('shows the Admin entry to admins only', () => {
    expect(mainNavItems({ signedIn: true, isAdmin: true })).toContainEqual({ label: 'Admin', to: '/admin' });
  });

  it('puts profile, settings, data export, users and logout in the user menu', () => {
    expect(userMenuItems.map((item) => item.to)).toEqual([
      '/user-profile',
      '/user-account-settings',
      '/account',
      '/users',
      '/logout',
    ]);
  });
});
