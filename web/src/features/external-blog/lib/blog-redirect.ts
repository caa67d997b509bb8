/** What `/blog` does: leave for the external blog, or stay and say why not. */
export type BlogRedirectDecision =
  | { action: 'redirect'; url: string }
  | { action: 'unconfigured' }
  | { action: 'invalid'; value: string };

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * The external blog's address from the build setting, accepted only as an absolute http(s) URL
 * without credentials, and never this page itself (that would reload it for ever).
 */
export function blogRedirectDecision(configured: string | undefined, currentUrl: string): BlogRedirectDecision {
  const value = configured?.trim() ?? '';
  if (value === '') return { action: 'unconfigured' };
  const url = parseUrl(value);
  const current = parseUrl(currentUrl);
  const usable =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.username === '' &&
    url.password === '' &&
    !(current && url.origin === current.origin && url.pathname === current.pathname);
  return usable ? { action: 'redirect', url: url.href } : { action: 'invalid', value };
}
