import type { ReactNode } from 'react';
import { ConnectionStatus } from '../../features/connection-status/components/connection-status';
import { SiteHeader } from '../../features/navigation/components/site-header';
import { SITE_NAME } from '../../shared/lib/site';
import { navItems } from '../nav-items';
import { paths } from '../paths';
import { SiteFooter } from './site-footer';
import './app-frame.css';

/** What every page has around it: skip link, navbar, content, footer, connection status. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <div className="app">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader brand={SITE_NAME} brandTo={paths.home} items={navItems} />
      <main id="main-content" className="app__main container" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <ConnectionStatus />
    </div>
  );
}
