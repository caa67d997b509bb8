import { Link } from 'react-router';
import { useConsent } from '../../features/consent/components/consent-provider';
import { UseSystemThemeButton } from '../../features/theme/components/theme-toggle';
import { SITE_NAME } from '../../shared/lib/site';
import { paths } from '../paths';

export function SiteFooter() {
  const { openPreferences } = useConsent();
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. A personal and educational site, made in Belgium.{' '}
          <button type="button" className="site-footer__link" onClick={openPreferences}>
            Cookie settings
          </button>{' '}
          <UseSystemThemeButton className="site-footer__link" />
        </p>
        <nav className="site-footer__nav" aria-label="Site status">
          <Link to={paths.systemHealth}>System health</Link>
          <Link to={paths.networkSettings}>Network settings</Link>
        </nav>
      </div>
    </footer>
  );
}
