import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { ConsentProvider } from '../features/consent/components/consent-provider';
import { ThemeProvider } from '../features/theme/components/theme-provider';
import { isRetryableError } from '../shared/api/api-error';

const MAX_RETRIES = 3;

/**
 * Defaults for every SWR read; each endpoint file brings its own key and fetcher. A 4xx answer
 * will not change by asking again, so only network failures and 5xx are retried, with backoff.
 */
const swrDefaults: SWRConfiguration = {
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!isRetryableError(error) || retryCount >= MAX_RETRIES) return;
    setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      <ThemeProvider>
        <AuthProvider>
          <ConsentProvider>{children}</ConsentProvider>
        </AuthProvider>
      </ThemeProvider>
    </SWRConfig>
  );
}
