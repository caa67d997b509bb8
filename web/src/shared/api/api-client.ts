import { REQUEST_TIMEOUT_MS } from '../../../../shared/constants';
import type { RouteId } from '../../../../shared/routes';
import { currentApiBaseUrl } from './api-base-url';
import { ApiError, ApiNetworkError, ApiTimeoutError, errorMessageFor } from './api-error';
import { apiPath, apiRoute } from './api-routes';
import { storedAuthToken } from './auth-token';
import { startDeadline } from './request-deadline';

export interface ApiClientOptions {
  /** Read on every request, so the client follows the page it runs in. */
  baseUrl: () => string;
  authToken: () => string | undefined;
  timeoutMs?: number;
}

export interface ApiRequestOptions {
  /** Values for the route's `{name}` placeholders. */
  params?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Overrides the client's time limit for this call. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics sent while navigating away). */
  keepalive?: boolean;
}

export interface ApiClient {
  request<T>(id: RouteId, options?: ApiRequestOptions): Promise<T>;
}

/**
 * The one way the SPA talks to the API: route-table paths, JSON in and out, cookies included,
 * a bearer token when one is stored, a time limit, and every failure as an ApiError.
 */
export function createApiClient({ baseUrl, authToken, timeoutMs = REQUEST_TIMEOUT_MS }: ApiClientOptions): ApiClient {
  return {
    async request<T>(id: RouteId, options: ApiRequestOptions = {}): Promise<T> {
      const url = `${baseUrl()}${apiPath(id, options.params)}`;
      const limit = options.timeoutMs ?? timeoutMs;
      const deadline = startDeadline(limit, options.signal);
      try {
        const response = await fetch(url, {
          method: apiRoute(id).method,
          headers: requestHeaders(authToken(), options.body !== undefined),
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          credentials: 'include',
          signal: deadline.signal,
          keepalive: options.keepalive,
        });
        return (await readAnswer(response)) as T;
      } catch (error) {
        if (deadline.timedOut) throw new ApiTimeoutError(limit, { cause: error });
        if (error instanceof ApiError || options.signal?.aborted) throw error;
        throw new ApiNetworkError({ cause: error });
      } finally {
        deadline.clear();
      }
    },
  };
}

function requestHeaders(token: string | undefined, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text();
  const isJson = /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
  let body: unknown = text === '' ? undefined : text;
  if (isJson && text !== '') {
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new ApiError('The server sent an unreadable answer.', response.status, text, { cause: error });
    }
  }
  if (!response.ok) throw new ApiError(errorMessageFor(response.status, body), response.status, body);
  if (body !== undefined && !isJson) {
    throw new ApiError('The server sent an unexpected answer (not JSON).', response.status, body);
  }
  return body;
}

/** The client of this page: base URL by host name, token from the `auth` storage record. */
export const apiClient = createApiClient({ baseUrl: currentApiBaseUrl, authToken: storedAuthToken });
