import { LOCAL_API_BASE_URL } from '#shared/constants.ts';
import { API_PREFIX } from '#shared/route-paths.ts';
import { serverApiBase } from './page-data';

export interface PageLocation {
  hostname: string;
  origin: string;
}

/** `"example.com, www.example.com"` → `['example.com', 'www.example.com']`. */
export function parseHostList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** A product host is a name (`example.com`) or a wildcard for its subdomains (`*.cloudfront.net`). */
function isProductHost(hostname: string, productHosts: readonly string[]): boolean {
  return productHosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : host === hostname,
  );
}

/**
 * A page served from one of the product's own domains calls the same host plus /api;
 * any other host (a laptop, a preview) calls the fallback, by default the local gateway.
 */
export function resolveApiBaseUrl(
  location: PageLocation,
  productHosts: readonly string[],
  fallbackUrl: string,
): string {
  const hostname = location.hostname.toLowerCase();
  if (isProductHost(hostname, productHosts)) return `${location.origin}${API_PREFIX}`;
  return (fallbackUrl || LOCAL_API_BASE_URL).replace(/\/+$/, '');
}

/** The base URL for the page this code runs in, from the build's environment (on the page renderer, its own). */
export function currentApiBaseUrl(): string {
  if (typeof window === 'undefined') return serverApiBase() ?? LOCAL_API_BASE_URL;
  return resolveApiBaseUrl(
    window.location,
    parseHostList(import.meta.env.VITE_PRODUCT_HOSTS),
    import.meta.env.VITE_API_FALLBACK_URL,
  );
}
