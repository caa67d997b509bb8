import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type SiteInChromium, submitLogin } from './browser';

export interface Account {
  email: string;
  password: string;
}

/**
 * The calls browser tests make beside the page, bound to the site under test: a page signed in as
 * an account (with "Remember me", a second tab of the context is signed in too), a JSON call to the
 * local API, and an account's bearer token from the API's own sign-in.
 */
export function siteApi(chromium: SiteInChromium) {
  async function signIn(page: Page, account: Account & { rememberMe?: boolean }): Promise<void> {
    await submitLogin(page, chromium.site.siteUrl ?? '', account);
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  }

  async function signedInPage(account: Account & { rememberMe?: boolean }): Promise<Page> {
    const page = await openPage(chromium);
    await signIn(page, account);
    return page;
  }

  /** A JSON call as the account whose token is given, or as a visitor; answers the status and the parsed body. */
  async function callApi<T>(token: string | undefined, method: string, path: string, body?: unknown) {
    const answer = await fetch(`${chromium.site.apiUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return { status: answer.status, json: (text ? JSON.parse(text) : undefined) as T };
  }

  async function apiToken(account: Account): Promise<string> {
    const answer = await callApi<{ token: string }>(undefined, 'POST', '/auth/login', account);
    expect(answer.status).toBe(200);
    return answer.json.token;
  }

  return { signIn, signedInPage, callApi, apiToken };
}
