import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/** A message sent through the contact form; kept whether or not the mail to the owner went out. */
export const ContactMessage = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'contactMessage', version: '1', service: 'portfolio' },
        attributes: {
          messageId: { type: 'string', required: true },
          name: { type: 'string', required: true },
          email: { type: 'string', required: true },
          subject: { type: 'string', required: true },
          message: { type: 'string', required: true },
          sourceIp: { type: 'string' },
          userAgent: { type: 'string' },
          createdAt: { type: 'string', required: true },
          /** When its mail to the site owner was queued; a retry of the create that finds it set queues none. */
          mailQueuedAt: { type: 'string' },
        },
        indexes: {
          byId: tableIndex(['messageId'], []),
        },
      },
      entityConfig,
    ),
);
