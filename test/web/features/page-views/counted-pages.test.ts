import { describe, expect, it } from 'vitest';
import { SITE_PATHS } from '#shared/site-paths.ts';
import { isCountedPage } from '#web/features/page-views/lib/counted-pages.ts';

/** A path of the page: each `:name` segment filled in. */
const pathOf = (pattern: string) => pattern.replace(/:[a-z]+/gi, 'some-id');

describe('isCountedPage', () => {
  it('counts the public pages, and no sign-in or signed-in screen: a new page of SITE_PATHS must be sorted here', () => {
    const counted = Object.entries(SITE_PATHS)
      .filter(([, pattern]) => isCountedPage(pathOf(pattern)))
      .map(([page]) => page);
    expect(counted).toEqual([
      'home',
      'techDocs',
      'legalDocs',
      'essentialInsights',
      'changelogs',
      'changelog',
      'projects',
      'projectDetail',
      'currentProjects',
      'stacks',
      'about',
      'contact',
      'community',
      'search',
      'blog',
      'posts',
      'navbarDemo',
      'systemHealth',
      'networkSettings',
      'apiDocs',
      'post',
      'topics',
      'topic',
      'tags',
      'tag',
      'categories',
      'category',
    ]);
  });

  it('counts no screen below a signed-in area, whatever the case or a trailing slash', () => {
    for (const path of [
      '/editor/posts',
      '/editor/documents/edit',
      '/admin/users',
      '/users/edit/42',
      '/Editor/Posts',
      '/account/',
      '/login',
      '/posts/edit/abc',
      '/projects/del/abc',
    ]) {
      expect(isCountedPage(path), path).toBe(false);
    }
  });

  it('counts the public pages that share a first segment with a form', () => {
    for (const path of [
      '/',
      '/posts',
      '/posts/hello-world',
      '/projects',
      '/projects/web/write-up',
      '/topics/aws',
      '/topics',
      '/categories/notes',
      '/about',
    ]) {
      expect(isCountedPage(path), path).toBe(true);
    }
  });
});
