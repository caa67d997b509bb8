import type { ReactNode } from 'react';
import { AuthProvider } from '#web/features/auth/components/auth-provider.tsx';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { PreferencesProvider } from '#web/features/preferences/components/preferences-provider.tsx';
import { ThemeProvider, useTheme } from '#web/features/theme/components/theme-provider.tsx';

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
        <UserPreferences>{children}</UserPreferences>
      </AuthProvider>
    </ThemeProvider>
  );
}
