import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AuthProvider } from '../features/auth/components/auth-provider';

/** Defaults for every SWR read; each endpoint file brings its own key and fetcher. */
const swrDefaults: SWRConfiguration = { errorRetryCount: 3 };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrDefaults}>
      <AuthProvider>{children}</AuthProvider>
    </SWRConfig>
  );
}
