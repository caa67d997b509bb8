import { type ReactNode, useEffect } from 'react';
import { hasAccess } from '#shared/accounts.ts';
import { mainNavItems, userMenuItems } from '#web/app/nav-items.ts';
import { paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { ConnectionStatus } from '#web/features/connection-status/components/connection-status.tsx';
import { TimeoutNoticeSlot } from '#web/features/connection-status/components/timeout-notice-slot.tsx';
import { ConsentUi } from '#web/features/consent/components/consent-ui.tsx';
import { SearchButton } from '#web/features/navigation/components/search-button.tsx';
import { SiteHeader } from '#web/features/navigation/components/site-header.tsx';
import { ThemeToggle } from '#web/features/theme/components/theme-toggle.tsx';
import { SITE_NAME } from '#web/shared/lib/site.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { SiteFooter } from './site-footer';
import './app-frame.css';

/** What every page has around it: skip link, navbar, content, footer, connection status, timeout notice. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const userMenu = user && { label: user.firstName || user.userName || user.email, items: userMenuItems };
  // The consent's one behaviour, the public pages' island, hosted by the app too.
  useEffect(() => {
    void import('#web/islands/consent.ts').then((island) => island.defineConsentIslands());
  }, []);

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader
        brand={SITE_NAME}
        brandTo={paths.home}
        items={mainNavItems({
          signedIn: user !== undefined,
          isEditor: user ? hasAccess(user.roles, 'editor') : false,
          isAdmin,
        })}
        userMenu={userMenu}
        actions={
          <>
            <SearchButton to={paths.search} />
            <ThemeToggle />
          </>
        }
      />
      <main id="main-content" className="app__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <TimeoutNoticeSlot help={<Link to={paths.systemHealth}>See the system health.</Link>} />
      <ConnectionStatus />
      <ConsentUi />
    </div>
  );
}
