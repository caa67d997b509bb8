import type { ApiRequest } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import type { MediaCaller } from '../lib/media/media-access';

/** The signed-in caller as the media rules see them. */
export const mediaCallerOf = (request: ApiRequest): MediaCaller => ({
  userId: actorOf(request),
  roles: request.principal?.roles ?? [],
});
