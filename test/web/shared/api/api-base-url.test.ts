import { describe, expect, it } from 'vitest';
import { LOCAL_API_BASE_URL } from '#shared/constants.ts';
import { parseHostList, resolveApiBaseUrl } from '#web/shared/api/api-base-url.ts';

const productHosts = ['portfolio.example', 'www.portfolio.example'];

describe('resolveApiBaseUrl', () => {
  it('uses the same origin plus /api on a product host', () => {
    const location = { hostname: 'portfolio.example', origin: 'https://portfolio.example' };
    expect(resolveApiBaseUrl(location, productHosts, LOCAL_API_BASE_URL)).toBe('https://portfolio.example/api');
  });

  it('matches product hosts regardless of letter case', () => {
    const location = { hostname: 'WWW.Portfolio.Example', origin: 'https://WWW.Portfolio.Example' };
    expect(resolveApiBaseUrl(location, productHosts, LOCAL_API_BASE_URL)).toBe('https://WWW.Portfolio.Example/api');
  });

  it('falls back to the local gateway on any other host', () => {
    const location = { hostname: 'localhost', origin: 'http://localhost:5173' };
    expect(resolveApiBaseUrl(location, productHosts, LOCAL_API_BASE_URL)).toBe('http://localhost:5000/api');
  });

  it('does not treat a look-alike host as a product host', () => {
    const location = { hostname: 'portfolio.example.evil.test', origin: 'https://portfolio.example.evil.test' };
    expect(resolveApiBaseUrl(location, productHosts, 'https://fallback.test/api')).toBe('https://fallback.test/api');
  });

  it('matches a wildcard product host on its subdomains only', () => {
    const hosts = ['*.cloudfront.net'];
    const cloudfront = { hostname: 'd111111abcdef8.cloudfront.net', origin: 'https://d111111abcdef8.cloudfront.net' };
    expect(resolveApiBaseUrl(cloudfront, hosts, LOCAL_API_BASE_URL)).toBe('https://d111111abcdef8.cloudfront.net/api');
    for (const hostname of ['cloudfront.net', 'evilcloudfront.net', 'cloudfront.net.evil.test']) {
      expect(resolveApiBaseUrl({ hostname, origin: `https://${hostname}` }, hosts, LOCAL_API_BASE_URL)).toBe(
        LOCAL_API_BASE_URL,
      );
    }
  });

  it('falls back when no product hosts are configured', () => {
    const location = { hostname: 'portfolio.example', origin: 'https://portfolio.example' };
    expect(resolveApiBaseUrl(location, [], LOCAL_API_BASE_URL)).toBe(LOCAL_API_BASE_URL);
  });

  it('drops trailing slashes of the fallback and uses the local gateway when the fallback is empty', () => {
    const location = { hostname: 'preview.test', origin: 'https://preview.test' };
    expect(resolveApiBaseUrl(location, [], 'https://api.test/api/')).toBe('https://api.test/api');
    expect(resolveApiBaseUrl(location, [], '')).toBe(LOCAL_API_BASE_URL);
  });
});

describe('parseHostList', () => {
  it('splits a comma-separated list, trimming, lower-casing and dropping blanks', () => {
    expect(parseHostList(' Portfolio.Example, ,www.portfolio.example ,')).toEqual([
      'portfolio.example',
      'www.portfolio.example',
    ]);
  });

  it('gives no hosts for an unset or empty value', () => {
    expect(parseHostList(undefined)).toEqual([]);
    expect(parseHostList('')).toEqual([]);
  });
});
