import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, type SiteInChromium, submitLogin } from './browser';

export const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
/** The demo editor's name, as the history and the conflict panel show it. */
export const EDITOR_NAME = 'Eddie Editor';

export interface SavedPost {
  id: string;
  slug: string;
  title: string;
  body: string;
  status: string;
  version: number;
}

/** Helpers of the post editor's browser tests, bound to the site under test. */
export function postEditorSite(chromium: SiteInChromium) {
  const url = (path: string) => `${chromium.site.siteUrl}${path}`;

  async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
    await submitLogin(page, chromium.site.siteUrl ?? '', account);
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  }

  async function signedInPage(account: { email: string; password: string }): Promise<Page> {
    const page = await openPage(chromium);
    await signIn(page, account);
    return page;
  }

  /** A JSON call to the local API (as the account whose token is given, or as a visitor). */
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

  async function apiToken(account: { email: string; password: string }): Promise<string> {
    const answer = await callApi<{ token: string }>(undefined, 'POST', '/auth/login', account);
    expect(answer.status).toBe(200);
    return answer.json.token;
  }

  async function createPost(token: string, fields: { title: string; slug: string; body: string; status: string }) {
    const created = await callApi<SavedPost>(token, 'POST', '/posts', {
      summary: 'Written by the post editor browser tests.',
      ...fields,
    });
    expect(created.status).toBe(201);
    return created.json;
  }

  return { url, signIn, signedInPage, callApi, apiToken, createPost };
}

/** The post form's autosave line beside its Save button. */
export const saveStatus = (page: Page) => page.locator('.post-save-bar [role=status]');
