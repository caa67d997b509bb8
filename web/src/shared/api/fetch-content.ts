import { ApiError, ApiNetworkError } from './api-error';
import { platformFetch } from './page-data';

/**
 * A static content object (same origin, `/content/...`): plain `fetch`, not the API client, which
 * adds the API base URL and the auth header. A missing object is an ApiError 404; an HTML answer
 * is the SPA fallback of the CDN, not content, and counts as missing. `cache: 'reload'` skips the
 * browser's copy (and stores the new one there).
 */
export async function fetchContent(
  path: string,
  expect: 'json' | 'text',
  cache: RequestCache = 'default',
): Promise<Response> {
  let response: Response;
  try {
    response = await platformFetch(path, {
      cache,
      headers: { accept: expect === 'json' ? 'application/json' : 'text/markdown' },
    });
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
  const isHtml = (response.headers.get('content-type') ?? '').includes('text/html');
  if (response.ok && !isHtml) return response;
  const status = response.ok ? 404 : response.status;
  const reason = status === 404 ? 'was not found' : `answered HTTP ${status}`;
  throw new ApiError(`${path} ${reason}.`, status);
}

/** Logs a failed load and passes it on, for the page to show with a retry. */
export function logFailure(what: string): (error: unknown) => never {
  return (error) => {
    console.error(`${what} failed to load`, error);
    throw error;
  };
}
