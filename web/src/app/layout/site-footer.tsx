import { SITE_NAME } from '../../shared/lib/site';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. A personal and educational site, made in Belgium.
        </p>
      </div>
    </footer>
  );
}
