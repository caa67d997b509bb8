import type { PageData, PageDataAnswer, ServerFetchOptions } from '#shared/render/render-contract.ts';
import { renderScope } from '#web/shared/lib/render-scope.ts';
import { ApiError } from './api-error';

/**
 * The data a pre-rendered page was rendered with, so the SPA hydrates it without asking again.
 *
 * On the page renderer (web/src/ssr/render-page.tsx) every read a page makes during a render pass
 * (an SWR read through shared/api/swr.ts, a static content object through static-content.ts) is
 * collected with its loader; the renderer runs the loaders and renders again with their answers,
 * until a pass asks for nothing new. The answers go into the page as JSON
 * (`<script id="page-data" type="application/json">`), and the browser seeds them here before it
 * hydrates, so its first render is the server's (no hydration mismatch, no API request before the
 * content is visible). A 404 or 403 is an answer too (a page of a deleted post renders "not found"
 * on both sides); any other failure fails the render, which is then retried.
 */

/** The id of the JSON script that carries a page's data. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** A read's key as one string: SWR's string and array keys, a static object's path. */
export function pageDataKey(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (Array.isArray(key)) return JSON.stringify(key);
  return undefined;
}

/** The answer a page was rendered with for this key, when it was. */
export function pageDataAnswer(key: string | undefined): PageDataAnswer | undefined {
  return key === undefined ? undefined : renderScope().answers.get(key);
}

/** The error of an answer as the client's own error type (what the read would have thrown). */
export function answerError(answer: PageDataAnswer | undefined): ApiError | undefined {
  return answer?.error ? new ApiError(answer.error.message, answer.error.status) : undefined;
}

/**
 * Called by a read during render: on the renderer, while collecting, a read with no answer yet
 * asks for one. In the browser this does nothing.
 */
export function wantPageData(key: string | undefined, load: () => Promise<unknown>): void {
  const { answers, wanted } = renderScope();
  if (key === undefined || wanted === undefined || answers.has(key)) return;
  if (!wanted.has(key)) wanted.set(key, load);
}

/** Seeds the answers (the browser, from the page's JSON, before hydrating). */
export function seedPageData(data: PageData): void {
  const { answers } = renderScope();
  for (const [key, answer] of Object.entries(data)) answers.set(key, answer);
}

/** Drops every answer (the renderer, before a page; a test). */
export function clearPageData(): void {
  const scope = renderScope();
  scope.answers.clear();
  scope.wanted = undefined;
}

/** Every answer held now, to write into the page. */
export function currentPageData(): PageData {
  return Object.fromEntries(renderScope().answers);
}

/** The renderer: start collecting the reads of one render pass. */
export function collectPageData(): void {
  renderScope().wanted = new Map();
}

/**
 * The renderer: runs the loaders the last pass asked for and keeps their answers. Answers how
 * many it ran (0: the page has everything it reads). A 404 or 403 is kept as that answer; any other
 * failure is thrown, so the page is not stored half rendered.
 */
export async function loadWantedPageData(): Promise<number> {
  const scope = renderScope();
  const { answers } = scope;
  const loads = [...(scope.wanted ?? new Map<string, () => Promise<unknown>>())];
  scope.wanted = undefined;
  await Promise.all(
    loads.map(async ([key, load]) => {
      try {
        answers.set(key, { data: await load() });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
          answers.set(key, { error: { status: error.status, message: error.message } });
          return;
        }
        throw error;
      }
    }),
  );
  return loads.length;
}

/** The browser: reads the page's data, if it was pre-rendered, and seeds it. Answers whether it was. */
export function seedPageDataFromDocument(doc: Document = document): boolean {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return false;
  seedPageData(JSON.parse(element.textContent) as PageData);
  return true;
}

/**
 * The page data as the text of a `<script type="application/json">`: `<` is escaped, so no value
 * can close the script element (a post body that contains `</script>`).
 */
export function pageDataScriptText(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

let serverFetch: typeof fetch | undefined;
let serverApiBaseUrl: string | undefined;

/**
 * The renderer: how reads reach the API and the content objects from Node, where there is no page
 * origin (`/api/...` and `/content/...` are relative in the browser).
 */
export function configureServerFetch(options: ServerFetchOptions): void {
  serverFetch = options.fetch;
  serverApiBaseUrl = options.apiBaseUrl;
}

/** `fetch`, or the renderer's own one. */
export function platformFetch(input: string, init?: RequestInit): Promise<Response> {
  return (serverFetch ?? fetch)(input, init);
}

/** The API's base URL on the renderer (undefined in the browser). */
export function serverApiBase(): string | undefined {
  return serverApiBaseUrl;
}
