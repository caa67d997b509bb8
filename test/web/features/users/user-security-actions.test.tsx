import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserDetails } from '#shared/accounts.ts';
import { UserDetailsView } from '#web/features/users/components/user-details-view.tsx';
import { UserSecurityActions } from '#web/features/users/components/user-security-actions.tsx';

const now = Date.parse('2026-03-01T12:00:00.000Z');

const user = (lock: Partial<UserDetails>): UserDetails => ({
  id: '9a1c0f5e-2d3b-4c4d-8e5f-6a7b8c9d0e1f',
  email: 'ada@example.test',
  userName: 'ada.lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['User'],
  lastLogin: null,
  isDeleted: false,
  isActive: true,
  emailVerified: true,
  isLockedOut: false,
  failedLoginAttempts: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  concurrencyStamp: 'stamp',
  ...lock,
});

const buttonsOf = (details: UserDetails) =>
  [
    ...renderToStaticMarkup(createElement(UserSecurityActions, { user: details, now })).matchAll(
      /<button[^>]*>([^<]*)</g,
    ),
  ].map((match) => match[1]);

describe('the admin’s Unlock account', () => {
  it('is offered, behind a confirmation, while the lock holds', () => {
    const locked = user({ isLockedOut: true, lockoutEnd: '2026-03-01T12:10:00.000Z', failedLoginAttempts: 5 });
    expect(buttonsOf(locked)).toEqual(['Unlock account', 'End all sessions']);
    const html = renderToStaticMarkup(createElement(UserSecurityActions, { user: locked, now }));
    // The confirmation is a closed dialog until the button is pressed.
    expect(html).toContain('Unlock the account of Ada Lovelace?');
  });

  it('is not offered once the lock ran out, nor for a lock without an end, nor for an unlocked account', () => {
    expect(buttonsOf(user({ isLockedOut: true, lockoutEnd: '2026-03-01T11:59:59.000Z' }))).toEqual([
      'End all sessions',
    ]);
    expect(buttonsOf(user({ isLockedOut: true }))).toEqual(['End all sessions']);
    expect(buttonsOf(user({}))).toEqual(['End all sessions']);
  });

  it('the user view shows no lock for an ended one', () => {
    const html = renderToStaticMarkup(
      createElement(UserDetailsView, { user: user({ isLockedOut: true, lockoutEnd: '2020-01-01T00:00:00.000Z' }) }),
    );
    expect(html).toContain('<dt>Status</dt><dd>Active</dd>');
    expect(html).toContain('<dt>Locked until</dt><dd>N/A</dd>');
  });
});
