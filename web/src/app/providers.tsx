import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { ConsentProvider } from '../features/consent/components/consent-provider';
import { ThemeProvider } from '../features/theme/components/theme-provider';

/** SWR's defaults are not set here but by each read (web/src/shared/api/swr.ts), so SWR stays out of the shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <ConsentProvider>{children}</ConsentProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
