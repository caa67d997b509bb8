import useSWRBase, { type BareFetcher, type Key, type SWRConfiguration, type SWRHook, type SWRResponse } from 'swr';
import { isRetryableError } from './api-error';
import { answerError, pageDataAnswer, pageDataKey, wantPageData } from './page-data';

const MAX_RETRIES = 3;

/**
 * The site's defaults for every SWR read. A 4xx answer will not change by asking again, so only
 * network failures and 5xx are retried, with backoff. They are set per hook rather than by an
 * `<SWRConfig>` around the app, so that SWR loads with the pages that read through it and not
 * with the shell (docs/decisions.md).
 */
export const swrDefaults: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!isRetryableError(error) || retryCount >= MAX_RETRIES) return;
    setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/** The site's options beyond SWR's: `prerender: false` keeps a read out of pre-rendered pages (a count that may follow). */
export type SiteSWRConfiguration = SWRConfiguration & { prerender?: boolean };

/**
 * SWR's `useSWR(key, fetcher, options?)` with the site's defaults; the hook's own options win.
 *
 * On a pre-rendered page the read starts from the answer the page was rendered with
 * (shared/api/page-data.ts): its data as SWR's `fallbackData`, which SWR then revalidates, or its
 * 404/403 as the error, until SWR has an answer of its own. On the renderer, a read without an
 * answer asks for one.
 */
export const useSWR = ((key: Key, fetcher: BareFetcher | null, options?: SiteSWRConfiguration) => {
  const { prerender = true, ...swrOptions } = options ?? {};
  const id = prerender ? pageDataKey(key) : undefined;
  const answer = pageDataAnswer(id);
  if (fetcher && !answer) wantPageData(id, () => Promise.resolve(fetcher(key)));
  const response: SWRResponse = useSWRBase(key, fetcher, {
    ...swrDefaults,
    ...(answer && 'data' in answer ? { fallbackData: answer.data } : {}),
    ...swrOptions,
  });
  const renderedError = answerError(answer);
  if (answer && 'data' in answer && !renderedError) {
    // SWR counts a read with only fallback data as loading until it has fetched: the page was
    // rendered with the data, so it is shown (and hydrated) as loaded while SWR revalidates.
    return {
      get data() {
        return response.data;
      },
      get error() {
        return response.error;
      },
      get isLoading() {
        return false;
      },
      get isValidating() {
        return response.isValidating;
      },
      mutate: response.mutate,
    };
  }
  if (!renderedError || response.data !== undefined || response.error !== undefined) return response;
  // SWR has no fallback for an error: the rendered 404 stands until SWR's own answer arrives.
  return {
    get data() {
      return undefined;
    },
    get error() {
      return renderedError;
    },
    get isLoading() {
      return false;
    },
    get isValidating() {
      return response.isValidating;
    },
    mutate: response.mutate,
  };
}) as SWRHook;
