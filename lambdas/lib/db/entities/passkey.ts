import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { secondaryIndex, tableIndex } from './index-keys';

/**
 * A passkey (WebAuthn credential) of a user. It lives in the user's partition, so the user's list
 * is one Query and a permanent delete removes it with the account; the by-credential index finds it
 * at sign-in, when only the credential id is known (discoverable credentials: no e-mail asked).
 * Keys keep their case: credential ids are base64url.
 */
export const Passkey = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'passkey', version: '1', service: 'portfolio' },
        attributes: {
          userId: { type: 'string', required: true },
          /** The credential id, base64url. */
          credentialId: { type: 'string', required: true },
          /** The COSE public key, base64url. */
          publicKey: { type: 'string', required: true },
          /** The authenticator's signature counter (0 for authenticators that do not count). */
          counter: { type: 'number', required: true },
          transports: { type: 'list', items: { type: 'string' } },
          /** `singleDevice` or `multiDevice` (backup eligible), from the registration's flags. */
          deviceType: { type: 'string', required: true },
          /** Whether the credential is backed up (synced), as the last ceremony said. */
          backedUp: { type: 'boolean', required: true },
          aaguid: { type: 'string' },
          name: { type: 'string', required: true },
          createdAt: { type: 'string', required: true },
          lastUsedAt: { type: 'string' },
        },
        indexes: {
          byUser: tableIndex(['userId'], ['credentialId']),
          byCredential: secondaryIndex('gsi2', ['credentialId'], []),
        },
      },
      entityConfig,
    ),
);
