import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/** Defaults for every SWR read; each endpoint file brings its own key and fetcher. */
const swrDefaults: SWRConfiguration = { errorRetryCount: 3 };

export function AppProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
}
