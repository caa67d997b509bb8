import { AUTHENTICATION_REQUIRED, REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import type { TableRouteId } from '#shared/contract/route-contract.ts';
import type { RouteAnswer, RouteRequestParts } from '#shared/contract/route-types.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import type { IdempotentRouteId, RouteId } from '#shared/routes.ts';
import { currentApiBaseUrl } from './api-base-url';
import { ApiError, ApiNetworkError, ApiTimeoutError, errorMessageFor } from './api-error';
import { apiPath, apiRoute } from './api-routes';
import { storedAuthToken } from './auth-token';
import { apiCallLog, type CallLog, type CallOutcome } from './call-log';
import { platformFetch } from './page-data';
import { startDeadline } from './request-deadline';
import { notifyUnauthorized } from './unauthorized-events';

export interface ApiClientOptions {
  /** Read on every request, so the client follows the page it runs in. */
  baseUrl: () => string;
  authToken: () => string | undefined;
  timeoutMs?: number;
  /** Called when a route that needs a session answers 401 to a call that carried this token. */
  onUnauthorized?: (rejectedToken: string) => void;
  /** Told every call once it ends: route, status or failure, duration. */
  onCall?: CallLog['record'];
  /** Wait before a create is sent again after a 503 or a network error (default 1 s). */
  retryDelayMs?: number;
}

/**
 * The create routes (`idempotent: true` in shared/routes.ts, which stays out of the bundle; a test
 * checks this list against it). Each call sends a fresh `Idempotency-Key`, so it can be sent again.
 */
export const IDEMPOTENT_ROUTES: ReadonlySet<RouteId> = new Set<IdempotentRouteId>([
  'POST /auth/register',
  'POST /users',
  'POST /content/files',
  'POST /media',
  'POST /topics',
  'POST /tags',
  'POST /categories',
  'POST /posts',
  'POST /sitemapitems',
  'POST /projects',
  'POST /consent',
  'POST /contact',
]);

/** How one call is made, whatever its route. */
interface ApiCallOptions {
  /** Overrides the client's time limit for this call. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics sent while navigating away). */
  keepalive?: boolean;
  /**
   * A call the visitor did not ask for whose failure is handled where it is used (a count shown
   * as an estimate, a page view, the connection probe): logged, but no timeout notification.
   */
  background?: boolean;
}

/**
 * One call's options: the body (sent as JSON), the query (undefined values left out) and the values
 * of the path's `{name}` placeholders, typed by the route's contract, with how the call is made.
 */
type ApiRequestOptions<Id extends TableRouteId> = ApiCallOptions & RouteRequestParts<Id>;

/** The options argument, which may be left out when the route needs no body, query or path value. */
type OptionsArgument<Id extends TableRouteId> =
  Partial<ApiRequestOptions<Id>> extends ApiRequestOptions<Id>
    ? [options?: ApiRequestOptions<Id>]
    : [options: ApiRequestOptions<Id>];

/** The options as they go on the wire, whatever the route. */
interface WireOptions extends ApiCallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/** A successful answer with its status and headers (for downloads and "exactly 204" checks). */
interface ApiAnswer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Each call takes a route of the table; its options and its answer have the types of that route's contract. */
export interface ApiClient {
  request<Id extends TableRouteId>(id: Id, ...options: OptionsArgument<Id>): Promise<RouteAnswer<Id>>;
  send<Id extends TableRouteId>(id: Id, ...options: OptionsArgument<Id>): Promise<ApiAnswer<RouteAnswer<Id>>>;
}

/**
 * The one way the SPA talks to the API: route-table paths, JSON in and out, cookies included,
 * a bearer token when one is stored, a time limit, and every failure as an ApiError.
 */
export function createApiClient({
  baseUrl,
  authToken,
  timeoutMs = REQUEST_TIMEOUT_MS,
  onUnauthorized,
  onCall,
  retryDelayMs = 1000,
}: ApiClientOptions): ApiClient {
  /**
   * A create carries a fresh Idempotency-Key and is sent once more with the same key after a 503 or
   * a network error: the server answers the retry with the first answer if the first did arrive,
   * so nothing is created twice.
   */
  async function sendWire(id: RouteId, options: WireOptions = {}): Promise<ApiAnswer<unknown>> {
    if (!IDEMPOTENT_ROUTES.has(id)) return sendOnce(id, options);
    const idempotencyKey = crypto.randomUUID();
    try {
      return await sendOnce(id, options, idempotencyKey);
    } catch (error) {
      const retryable =
        error instanceof ApiNetworkError ||
        (error instanceof ApiError && !(error instanceof ApiTimeoutError) && error.status === 503);
      if (!retryable || options.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
      return sendOnce(id, options, idempotencyKey);
    }
  }

  async function sendOnce(id: RouteId, options: WireOptions, idempotencyKey?: string): Promise<ApiAnswer<unknown>> {
    const url = `${baseUrl()}${apiPath(id, options.params)}${queryString(options.query)}`;
    const route = apiRoute(id);
    const token = authToken();
    const limit = options.timeoutMs ?? timeoutMs;
    const deadline = startDeadline(limit, options.signal);
    const startedAt = Date.now();
    const started = performance.now();
    let outcome: CallOutcome = 'network';
    try {
      const response = await platformFetch(url, {
        method: route.method,
        headers: requestHeaders(token, options.body !== undefined, idempotencyKey),
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        credentials: 'include',
        signal: deadline.signal,
        keepalive: options.keepalive,
      });
      outcome = response.status;
      try {
        const body = await readAnswer(response);
        return { status: response.status, headers: response.headers, body };
      } catch (error) {
        // Only the session check's own 401 ends the session: a refused password (login) is a 401 too.
        if (response.status === 401 && token && error instanceof ApiError && refusedSession(error.body)) {
          onUnauthorized?.(token);
        }
        throw error;
      }
    } catch (error) {
      if (deadline.timedOut) {
        outcome = 'timeout';
        throw new ApiTimeoutError(limit, { cause: error });
      }
      if (error instanceof ApiError) throw error;
      if (options.signal?.aborted) {
        outcome = 'aborted';
        throw error;
      }
      outcome = 'network';
      throw new ApiNetworkError({ cause: error });
    } finally {
      deadline.clear();
      const durationMs = Math.round(performance.now() - started);
      onCall?.({ route: id, outcome, durationMs, startedAt, background: options.background ?? false });
    }
  }

  /** The answer is taken to be what the contract says: the server answers from the same schemas. */
  function send<Id extends TableRouteId>(id: Id, ...[options]: OptionsArgument<Id>) {
    return sendWire(id, options as WireOptions | undefined) as Promise<ApiAnswer<RouteAnswer<Id>>>;
  }

  return {
    send,
    async request(id, ...options) {
      return (await send(id, ...options)).body;
    },
  };
}

function refusedSession(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { message?: unknown }).message === AUTHENTICATION_REQUIRED
  );
}

function queryString(query: WireOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestHeaders(token: string | undefined, hasBody: boolean, idempotencyKey?: string): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
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

/**
 * The client of this page: base URL by host name, token from the `auth` storage record, a
 * refused token announced so that the auth state can end the session that held it, and every
 * call kept in the call log (network settings page, timeout notification).
 */
export const apiClient = createApiClient({
  baseUrl: currentApiBaseUrl,
  authToken: storedAuthToken,
  onUnauthorized: notifyUnauthorized,
  onCall: apiCallLog.record,
});
