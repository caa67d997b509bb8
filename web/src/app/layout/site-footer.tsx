import { paths } from '#web/app/paths.ts';
import { UseSystemThemeButton } from '#web/features/theme/components/theme-toggle.tsx';
import { SITE_NAME } from '#web/shared/lib/site.ts';
import { Link } from '#web/shared/ui/link.tsx';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. A personal and educational site, made in Belgium.
        </p>
        <ul className="inline-list site-footer__links">
          <li>
            <Link className="text-link" to={paths.community}>
              Community
            </Link>
          </li>
          <li>
            <Link className="text-link" to={paths.systemHealth}>
              System health
            </Link>
          </li>
          <li>
            <Link className="text-link" to={paths.networkSettings}>
              Network settings
            </Link>
          </li>
          <li>
            <Link className="text-link" to={paths.apiDocs}>
              API reference
            </Link>
          </li>
          <li>
            <site-cookie-settings>
              <button type="button" className="text-link">
                Cookie settings
              </button>
            </site-cookie-settings>
          </li>
          <li>
            <UseSystemThemeButton className="text-link" />
          </li>
        </ul>
      </div>
    </footer>
  );
}
