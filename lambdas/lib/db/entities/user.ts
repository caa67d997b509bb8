import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { secondaryIndex, tableIndex } from './index-keys';

/**
 * A user account. Its items share one partition with the user's roles, sessions and preferences
 * (`$portfolio#userId_<id>`), so a permanent delete finds everything with one query.
 */
export const User = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'user', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          email: { type: 'string', required: true },
          normalizedEmail: { type: 'string', required: true },
          userName: { type: 'string', required: true },
          normalizedUserName: { type: 'string', required: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          phoneNumber: { type: 'string' },
          profilePicture: { type: 'string' },
          /** The media item of the uploaded profile picture, set by the resize worker once it is ready. */
          profilePictureId: { type: 'string' },
          biography: { type: 'string' },
          dateOfBirth: { type: 'string' },
          roles: { type: 'list', items: { type: 'string' }, default: () => [] },
          passwordHash: { type: 'string', required: true },
          securityStamp: { type: 'string', required: true },
          concurrencyStamp: { type: 'string', required: true },
          forgotPasswordTokenHash: { type: 'string' },
          forgotPasswordTokenPurpose: { type: 'string' },
          forgotPasswordTokenExpiresAt: { type: 'string' },
          /**
           * Whether the address is verified (lib/accounts/email-verification.ts). Absent counts as
           * verified: every account stored before verification existed; visitors register with false.
           */
          emailVerified: { type: 'boolean' },
          /** The SHA-256 of the verification link's secret, its expiry (ISO) and when the last link was asked for. */
          emailVerificationTokenHash: { type: 'string' },
          emailVerificationTokenExpiresAt: { type: 'string' },
          emailVerificationSentAt: { type: 'string' },
          failedLoginAttempts: { type: 'number', default: 0 },
          isLockedOut: { type: 'boolean', default: false },
          lockoutEnd: { type: 'string' },
          // The five sign-in attempt slots (lambdas/lib/accounts/login-attempts.ts): absent = free, a
          // time in ms = an attempt in flight until then, FAILED_SLOT = used by a wrong password.
          loginSlot0: { type: 'number' },
          loginSlot1: { type: 'number' },
          loginSlot2: { type: 'number' },
          loginSlot3: { type: 'number' },
          loginSlot4: { type: 'number' },
          lastLogin: { type: 'string' },
          isDeleted: { type: 'boolean', default: false },
          deletedAt: { type: 'string' },
          isActive: { type: 'boolean', default: true },
          reactivationRequestedAt: { type: 'string' },
          reactivationReason: { type: 'string' },
          createdAt: { type: 'string', required: true },
          updatedAt: { type: 'string', required: true },
        },
        indexes: {
          byId: tableIndex(['userId'], []),
          newestFirst: secondaryIndex('gsi1', [], ['createdAt', 'userId']),
          byEmail: secondaryIndex('gsi2', ['normalizedEmail'], []),
        },
      },
      entityConfig,
    ),
);
