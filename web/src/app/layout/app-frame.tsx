import type { ReactNode } from 'react';
import { Link } from '#web/shared/ui/link.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ConnectionStatus } from '../../features/connection-status/components/connection-status';
import { TimeoutNoticeSlot } from '../../features/connection-status/components/timeout-notice-slot';
import { SiteHeader } from '../../features/navigation/components/site-header';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { SITE_NAME } from '../../shared/lib/site';
import { mainNavItems, userMenuItems } from '../nav-items';
import { paths } from '../paths';
import { SiteFooter } from './site-footer';
import './app-frame.css';

/** What every page has around it: skip link, navbar, content, footer, connection status, timeout notice. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { user, isAdmin } = useAuth();
  const userMenu = user && { label: user.firstName || user.userName || user.email, items: userMenuItems };

  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader
        brand={SITE_NAME}
        brandTo={paths.home}
        items={mainNavItems({ signedIn: user !== undefined, isAdmin })}
        userMenu={userMenu}
        actions={<ThemeToggle />}
      />
      <main id="main-content" className="app__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <TimeoutNoticeSlot help={<Link to={paths.systemHealth}>See the system health.</Link>} />
      <ConnectionStatus />
    </div>
  );
}
