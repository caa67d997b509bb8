import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SiteInChromium } from './browser';
import { siteApi } from './site-api';

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

  const { signIn, signedInPage, callApi, apiToken } = siteApi(chromium);

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
