import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserDetails } from '#shared/accounts.ts';
import { EmailVerificationNotice } from '#web/features/account/components/email-verification-notice.tsx';
import { ProfileDetails } from '#web/features/account/components/profile-details.tsx';
import { UserDetailsView } from '#web/features/users/components/user-details-view.tsx';

const details = (emailVerified: boolean): UserDetails => ({
  id: 'u1',
  email: 'vera@example.test',
  userName: 'vera',
  firstName: 'Vera',
  lastName: 'Fication',
  roles: ['User'],
  lastLogin: null,
  isDeleted: false,
  isActive: true,
  emailVerified,
  isLockedOut: false,
  failedLoginAttempts: 0,
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  concurrencyStamp: 'stamp',
});

describe('e-mail verification on the profile and the admin view', () => {
  it('the notice says the address is not verified, where the link went, and offers a new one', () => {
    const html = renderToStaticMarkup(createElement(EmailVerificationNotice, { email: 'vera@example.test' }));
    expect(html).toContain('E-mail not verified');
    expect(html).toContain('<strong>vera@example.test</strong>');
    expect(html).toContain('48 hours');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Resend verification<\/button>/);
  });

  it('the profile details and the admin view show the state', () => {
    expect(renderToStaticMarkup(createElement(ProfileDetails, { details: details(false) }))).toContain('Not verified');
    expect(renderToStaticMarkup(createElement(ProfileDetails, { details: details(true) }))).toContain('>Verified<');
    expect(renderToStaticMarkup(createElement(UserDetailsView, { user: details(false) }))).toMatch(
      /Email verified<\/dt><dd[^>]*>No</,
    );
  });
});
