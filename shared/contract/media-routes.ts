import { mediaAltSchema, mediaDeleteQuerySchema, mediaListQuerySchema, mediaUploadSchema } from '../validation/media';
import { mediaItem, mediaPage, mediaUploadTicket } from './media';
import { type RouteContract, requestBody, type TableRouteId } from './route-contract';

/** Uploaded images: the upload ticket, the library, one item, its deletion. */
export const mediaRoutes = {
  'POST /media': {
    summary: 'Start an image upload',
    description:
      'Answers a presigned POST to the media bucket (key, content type and size fixed by its policy, valid ' +
      '10 minutes) and writes the item as `pending`. Posts and documents: editors and admins; projects: also ' +
      'the project’s owner and members (`projectId`); a profile picture: any signed-in user, for themselves. ' +
      'SVG answers 415.',
    body: requestBody('MediaUploadRequest', mediaUploadSchema),
    responses: { 201: mediaUploadTicket },
    errors: [404],
  },
  'GET /media': {
    summary: 'The media library',
    description: 'Editors and admins: every item, newest first, optionally of one `purpose`.',
    query: mediaListQuerySchema,
    responses: { 200: mediaPage },
  },
  'GET /media/{id}': {
    summary: 'One media item',
    description: 'Its uploader, editors and admins: poll it after an upload until it is `ready` or `rejected`.',
    responses: { 200: mediaItem },
    errors: [404],
  },
  'PATCH /media/{id}': {
    summary: 'Change an image’s alt text',
    description:
      'Its uploader, editors and admins. The pages that show it as a cover are rendered again with the new text.',
    body: requestBody('MediaAltRequest', mediaAltSchema),
    responses: { 200: mediaItem },
    errors: [404],
  },
  'DELETE /media/{id}': {
    summary: 'Delete an image',
    description:
      'Admins or its uploader: the served sizes, the upload if still there, and the item. An image still in use ' +
      'answers 409 with the uses in `usedIn`, unless `confirm=true`; the pages that showed it are then rendered ' +
      'again without it.',
    query: mediaDeleteQuerySchema,
    responses: { 204: 'empty' },
    errors: [404, 409],
  },
} satisfies Partial<Record<TableRouteId, RouteContract>>;
