import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { useAuth } from '../features/auth/hooks/use-auth';
import { ConsentProvider } from '../features/consent/components/consent-provider';
import { PreferencesProvider } from '../features/preferences/components/preferences-provider';
import { ThemeProvider, useTheme } from '../features/theme/components/theme-provider';

/** The signed-in user's preferences, tied to the auth state and the theme (features do not import each other). */
function UserPreferences({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { mode, setMode } = useTheme();
  return (
    <PreferencesProvider userId={user?.id} themeMode={mode} onThemeModeChange={setMode}>
      {children}
    </PreferencesProvider>
  );
}

/** SWR's defaults are not set here but by each read (web/src/shared/api/swr.ts), so SWR stays out of the shell. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <AuthProvider>
        <UserPreferences>
          <ConsentProvider>{children}</ConsentProvider>
        </UserPreferences>
      </AuthProvider>
    </ThemeProvider>
  );
}
