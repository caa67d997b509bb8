import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '#shared/constants.ts';
import { routeId, routes } from '#shared/routes.ts';
import { createApiClient, IDEMPOTENT_ROUTES } from '#web/shared/api/api-client.ts';
import { ApiError, ApiNetworkError, ApiTimeoutError, isRetryableError } from '#web/shared/api/api-error.ts';

const BASE_URL = 'https://api.test/api';

function clientWithToken(token?: string) {
  return createApiClient({ baseUrl: () => BASE_URL, authToken: () => token });
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A project body the contract takes (public, planned). */
function project(name: string) {
  return { name, visibility: 0, status: 0 };
}

/** A fetch that never answers and rejects with the signal's reason once aborted, like a real one. */
function hangingFetch() {
  return vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );
}

/** The error a request failed with (fails the test when it succeeded). */
async function rejectionOf(request: Promise<unknown>): Promise<Error & { status?: number; cause?: unknown }> {
  return request.then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: Error) => error,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('API client requests', () => {
  it('calls the route-table path below the base URL with JSON, cookies and the bearer token', async () => {
    const fetch = vi.fn(async () => jsonResponse({ path: '/', day: '2025-01-01', views: 3, newVisitor: true }));
    vi.stubGlobal('fetch', fetch);

    const answer = await clientWithToken('tok-123').request('POST /analytics/pageview', {
      body: { path: '/', sessionId: 'abcdefgh' },
    });

    expect(answer).toEqual({ path: '/', day: '2025-01-01', views: 3, newVisitor: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe('https://api.test/api/analytics/pageview');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ path: '/', sessionId: 'abcdefgh' }));
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header and no body when there is no token and nothing to send', async () => {
    const fetch = vi.fn(async () => jsonResponse({ totalVisitors: 7 }));
    vi.stubGlobal('fetch', fetch);

    await expect(clientWithToken(undefined).request('GET /visitor/stats')).resolves.toEqual({ totalVisitors: 7 });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/visitor/stats');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('answers undefined for an empty success (204)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(clientWithToken().request('GET /health')).resolves.toBeUndefined();
  });
});

describe('API client errors', () => {
  it("throws an ApiError carrying the server's message, status and body", async () => {
    const body = { message: 'path must start with /' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(body, 400)),
    );

    const error = await rejectionOf(clientWithToken().request('POST /analytics/pageview', { body: { path: 'x' } }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'path must start with /', body });
  });

  it('keeps the unhealthy health report of a 503 as the error body', async () => {
    const report = { status: 'unhealthy', timestamp: 't', version: 'v', dependencies: [], error: 'DynamoDB down' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(report, 503)),
    );

    await expect(clientWithToken().request('GET /health')).rejects.toMatchObject({
      status: 503,
      message: 'DynamoDB down',
      body: report,
    });
  });

  it('uses a clear fallback message when the server sends no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(clientWithToken().request('GET /health')).rejects.toMatchObject({
      status: 502,
      message: 'The server ran into a problem (HTTP 502). Please try again later.',
      body: '<html>Bad gateway</html>',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 404)),
    );
    await expect(clientWithToken().request('GET /health')).rejects.toMatchObject({
      status: 404,
      message: 'The request was refused (HTTP 404).',
    });
  });

  it('rejects a success whose body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<!doctype html>', { status: 200 })),
    );
    await expect(clientWithToken().request('GET /health')).rejects.toMatchObject({
      name: 'ApiError',
      status: 200,
      message: 'The server sent an unexpected answer (not JSON).',
    });
  });

  it('rejects unreadable JSON', async () => {
    const broken = new Response('{"totalVisitors":', { headers: { 'Content-Type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => broken),
    );
    await expect(clientWithToken().request('GET /visitor/stats')).rejects.toMatchObject({
      status: 200,
      message: 'The server sent an unreadable answer.',
    });
  });

  it('turns a failed connection into an ApiNetworkError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );

    const error = await rejectionOf(clientWithToken().request('GET /health'));

    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('gives up with a timeout error when no answer comes within the per-call limit', async () => {
    vi.stubGlobal('fetch', hangingFetch());

    const error = await rejectionOf(clientWithToken().request('GET /visitor/stats', { timeoutMs: 20 }));

    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/timed out/);
  });

  it('times out after 15 seconds by default, not before', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hangingFetch());
    const outcome = clientWithToken()
      .request('GET /health')
      .then(
        () => 'answered',
        (error: unknown) => error,
      );

    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    const early = await Promise.race([outcome, Promise.resolve('pending')]);
    expect(early).toBe('pending');

    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect((error as Error).message).toBe('The request timed out after 15 s. Please try again.');
  });

  it("passes the caller's own abort through instead of reporting a timeout", async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const controller = new AbortController();

    const pending = rejectionOf(clientWithToken().request('GET /health', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect(error.name).toBe('AbortError');
  });
});

describe('API client sessions and answers', () => {
  function clientReporting(token: string | undefined) {
    const rejected: string[] = [];
    const client = createApiClient({
      baseUrl: () => BASE_URL,
      authToken: () => token,
      onUnauthorized: (value) => rejected.push(value),
    });
    return { client, rejected };
  }

  it('reports the token a signed-in route refused with 401, so the session can end', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Authentication required' }, 401)),
    );
    const { client, rejected } = clientReporting('expired-token');

    await expect(client.request('GET /auth/me')).rejects.toMatchObject({ status: 401 });
    expect(rejected).toEqual(['expired-token']);
  });

  it('does not report a 401 of a public route (a wrong password) or of a call without token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Invalid login attempt' }, 401)),
    );
    const signedIn = clientReporting('token');
    await expect(
      signedIn.client.request('POST /auth/login', { body: { email: 'a@example.test', password: 'wrong' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(signedIn.rejected).toEqual([]);

    const visitor = clientReporting(undefined);
    await expect(visitor.client.request('GET /auth/me')).rejects.toMatchObject({ status: 401 });
    expect(visitor.rejected).toEqual([]);
  });

  it('does not report a 403: the session is fine, the role is not enough', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Access denied' }, 403)),
    );
    const { client, rejected } = clientReporting('token');
    await expect(client.request('GET /users/{id}', { params: { id: 'u1' } })).rejects.toMatchObject({ status: 403 });
    expect(rejected).toEqual([]);
  });

  it('gives the status and headers of an answer with send (downloads, 204 checks)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"id":"u1"}', {
            headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="a.json"' },
          }),
      ),
    );
    const answer = await clientWithToken('t').send('GET /auth/export');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 'u1' });
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="a.json"');
  });

  it('adds the query values that are set, and encodes path parameters', async () => {
    const fetch = vi.fn(async () => jsonResponse({ items: [], cursor: null }));
    vi.stubGlobal('fetch', fetch);

    await clientWithToken('t').request('GET /users', { query: { limit: 20, cursor: 'a b/c' } });
    await clientWithToken('t').request('GET /users', { query: { limit: 20, cursor: undefined } });
    await clientWithToken('t').request('GET /users/email/{email}', { params: { email: 'jane@example.com' } });

    const urls = fetch.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(urls).toEqual([
      `${BASE_URL}/users?limit=20&cursor=a+b%2Fc`,
      `${BASE_URL}/users?limit=20`,
      `${BASE_URL}/users/email/jane%40example.com`,
    ]);
  });
});

describe('isRetryableError', () => {
  it('retries network failures and server errors, never a 4xx answer', () => {
    expect(isRetryableError(new ApiError('offline', 0))).toBe(true);
    expect(isRetryableError(new ApiError('boom', 503))).toBe(true);
    expect(isRetryableError(new ApiError('nope', 404))).toBe(false);
    expect(isRetryableError(new ApiError('auth', 401))).toBe(false);
  });
});

describe('API client creates (Idempotency-Key)', () => {
  const createClient = () => createApiClient({ baseUrl: () => BASE_URL, authToken: () => 'tok', retryDelayMs: 0 });
  const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get('Idempotency-Key');

  it('lists exactly the create routes of the route table', () => {
    const creates = routes.filter((route) => 'idempotent' in route && route.idempotent).map(routeId);
    expect([...IDEMPOTENT_ROUTES].sort()).toEqual(creates.sort());
  });

  it('sends a fresh key with every create and none with other calls', async () => {
    const fetch = vi.fn(async () => jsonResponse({ id: 'p1' }, 201));
    vi.stubGlobal('fetch', fetch);
    const client = createClient();
    await client.request('POST /projects', { body: project('A') });
    await client.request('POST /projects', { body: project('A') });
    await client.request('POST /auth/login', { body: { email: 'a@example.test', password: 'x' } });
    const [first, second, login] = fetch.mock.calls.map((call) => keyOf(call as unknown[]));
    expect(first).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(second).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(second).not.toBe(first);
    expect(login).toBeNull();
  });

  it('retries a create once with the same key after a 503, and after a network error', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ message: 'The service is temporarily unavailable.' }, 503))
      .mockResolvedValueOnce(jsonResponse({ id: 'p1' }, 201))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ id: 'p2' }, 201));
    vi.stubGlobal('fetch', fetch);
    const client = createClient();

    expect(await client.request('POST /projects', { body: project('A') })).toEqual({ id: 'p1' });
    expect(await client.request('POST /projects', { body: project('B') })).toEqual({ id: 'p2' });
    const keys = fetch.mock.calls.map((call) => keyOf(call as unknown[]));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('gives up after one retry, and never retries a 4xx, a 500 or a non-create', async () => {
    const fetch = vi.fn(async () => jsonResponse({ message: 'unavailable' }, 503));
    vi.stubGlobal('fetch', fetch);
    const client = createClient();
    expect((await rejectionOf(client.request('POST /projects', { body: project('') }))).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockImplementation(async () => jsonResponse({ message: 'name: required' }, 400));
    expect((await rejectionOf(client.request('POST /projects', { body: project('') }))).status).toBe(400);
    expect(fetch).toHaveBeenCalledTimes(3);

    fetch.mockImplementation(async () => jsonResponse({ message: 'Internal server error' }, 500));
    expect((await rejectionOf(client.request('POST /projects', { body: project('') }))).status).toBe(500);
    expect(fetch).toHaveBeenCalledTimes(4);

    fetch.mockImplementation(async () => jsonResponse({ message: 'unavailable' }, 503));
    expect(
      (await rejectionOf(client.request('PUT /projects/{id}', { params: { id: 'p1' }, body: project('A') }))).status,
    ).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
