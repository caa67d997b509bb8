import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * A WebAuthn challenge the server issued: good for one ceremony (deleted by a conditional delete
 * when used) and for 5 minutes (checked by that delete's condition; DynamoDB's TTL on `expiresAt`
 * removes the ones never used). A registration challenge names the user it was issued to.
 */
export const PasskeyChallenge = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'passkeyChallenge', version: '1', service: 'portfolio' },
        attributes: {
          /** The challenge as the options carry it, base64url. */
          challenge: { type: 'string', required: true },
          purpose: { type: ['registration', 'authentication'] as const, required: true },
          /** The signed-in user a registration challenge was issued to. */
          userId: { type: 'string' },
          /** Epoch seconds: the end of its 5 minutes, and the TTL. */
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byChallenge: tableIndex(['challenge'], []),
        },
      },
      entityConfig,
    ),
);
