import { describe, expect, it } from 'vitest';
import { mainNavItems, userMenuItems } from '#web/app/nav-items.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('navbar', () => {
  it('offers Login and Register to visitors, and no Admin entry', () => {
    expect(labels(mainNavItems({ signedIn: false, isEditor: false, isAdmin: false }))).toEqual([
      'Home',
      'Docs',
      'Blog',
      'Stacks',
      'About',
      'Contact',
      'Login',
      'Register',
    ]);
  });

  it('drops Login and Register once signed in', () => {
    expect(labels(mainNavItems({ signedIn: true, isEditor: false, isAdmin: false }))).toEqual([
      'Home',
      'Docs',
      'Blog',
      'Stacks',
      'About',
      'Contact',
    ]);
  });

  it('links the documentation (its collections are reached from there) and the stacks page', () => {
    expect(mainNavItems({ signedIn: false, isEditor: false, isAdmin: false })).toContainEqual({
      label: 'Docs',
      to: '/tech-docs',
    });
    expect(mainNavItems({ signedIn: true, isEditor: false, isAdmin: false })).toContainEqual({
      label: 'Stacks',
      to: '/stacks',
    });
  });

  it('links the about and contact pages for visitors and signed-in users alike', () => {
    for (const signedIn of [false, true]) {
      const items = mainNavItems({ signedIn, isEditor: false, isAdmin: false });
      expect(items).toContainEqual({ label: 'About', to: '/about' });
      expect(items).toContainEqual({ label: 'Contact', to: '/contact' });
    }
  });

  it('links the blog: the published posts at /posts', () => {
    expect(mainNavItems({ signedIn: false, isEditor: false, isAdmin: false })).toContainEqual({
      label: 'Blog',
      to: '/posts',
    });
  });

  it('shows the Editor entry (the editor area) to editors and admins, before Admin', () => {
    expect(mainNavItems({ signedIn: true, isEditor: true, isAdmin: false })).toContainEqual({
      label: 'Editor',
      to: '/editor',
    });
    expect(labels(mainNavItems({ signedIn: true, isEditor: true, isAdmin: true })).slice(-2)).toEqual([
      'Editor',
      'Admin',
    ]);
    expect(labels(mainNavItems({ signedIn: true, isEditor: false, isAdmin: false }))).not.toContain('Editor');
  });

  it('shows the Admin entry to admins only', () => {
    expect(mainNavItems({ signedIn: true, isEditor: true, isAdmin: true })).toContainEqual({
      label: 'Admin',
      to: '/admin',
    });
  });

  it('puts profile, settings, data export, activity, users, create markdown and logout in the user menu', () => {
    expect(userMenuItems.map((item) => item.to)).toEqual([
      '/user-profile',
      '/user-account-settings',
      '/account',
      '/activity',
      '/users',
      '/create-markdown',
      '/logout',
    ]);
  });

  it('labels the markdown editor entry "Create markdown"', () => {
    expect(userMenuItems).toContainEqual({ label: 'Create markdown', to: '/create-markdown' });
  });
});
