import useSWRBase, { type BareFetcher, type Key, type SWRConfiguration, type SWRHook } from 'swr';
import { isRetryableError } from './api-error';

const MAX_RETRIES = 3;

/**
 * The site's defaults for every SWR read. A 4xx answer will not change by asking again, so only
 * network failures and 5xx are retried, with backoff. They are set per hook rather than by an
 * `<SWRConfig>` around the app, so that SWR loads with the pages that read through it and not
 * with the shell (README, Decisions).
 */
export const swrDefaults: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!isRetryableError(error) || retryCount >= MAX_RETRIES) return;
    setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/** SWR's `useSWR(key, fetcher, options?)` with the site's defaults; the hook's own options win. */
export const useSWR = ((key: Key, fetcher: BareFetcher | null, options?: SWRConfiguration) =>
  useSWRBase(key, fetcher, { ...swrDefaults, ...options })) as SWRHook;
