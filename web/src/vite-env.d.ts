/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL used on hosts that are not the product's own (default http://localhost:5000/api). */
  readonly VITE_API_FALLBACK_URL: string;
  /** Comma-separated host names of the product's own domains; they call `${origin}/api`. */
  readonly VITE_PRODUCT_HOSTS: string;
  /** The site's origin for canonical links and robots.txt (e.g. https://example.org); '' uses the page's origin. */
  readonly VITE_SITE_URL: string;
  /** 'true' shows the seeded demo accounts as clickable credentials on the login page. */
  readonly VITE_DEMO_ACCOUNTS: string;
  /** Measurement id of the first-party page-view analytics; '' turns them off (default 'first-party'). */
  readonly VITE_ANALYTICS_ID: string;
  /** Where `/blog` sends visitors (an http or https URL); '' shows a message with a link to the posts instead. */
  readonly VITE_EXTERNAL_BLOG_URL: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
