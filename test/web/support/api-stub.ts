import { afterEach, beforeEach, type Mock, vi } from 'vitest';

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The browser as the SPA's API calls see it on `npm start` (window on localhost, so they go to the
 * local API), with fetch answering from a list. Registers its own set-up and clean-up.
 */
export function stubApi() {
  let fetch: Mock<(url: string, init?: RequestInit) => Promise<Response>> | undefined;
  beforeEach(() => {
    vi.stubGlobal('window', { location: { hostname: 'localhost', origin: 'http://localhost:5173' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return {
    /** Answers the API calls in order (a 500 once the list runs out), recording each request. */
    answer(...responses: Response[]) {
      fetch = vi.fn(async () => responses.shift() ?? jsonResponse({ message: 'unexpected call' }, 500));
      vi.stubGlobal('fetch', fetch);
    },
    /** The `call`-th request: its address, method and JSON body. */
    request(call: number) {
      const [url, init] = fetch?.mock.calls[call] ?? ['', undefined];
      return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    },
  };
}
