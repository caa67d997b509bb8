import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { createMedia } from './create-media';
import { deleteMedia } from './delete-media';
import { getMedia } from './get-media';
import { listMedia } from './list-media';
import { updateMedia } from './update-media';

/** Uploaded images: upload tickets, the library, one item, deletion (lambdas/lib/media/). */
export const group = createEndpointGroup(
  'media',
  {
    'POST /media': createMedia,
    'GET /media': listMedia,
    'GET /media/{id}': getMedia,
    'PATCH /media/{id}': updateMedia,
    'DELETE /media/{id}': deleteMedia,
  },
  { authenticate },
);

export const handler = group.handler;
