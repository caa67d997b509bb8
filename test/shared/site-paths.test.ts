import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { isRenderedPagePath } from '#shared/rendered-pages.ts';
import { isSpaScreenPath, SITE_PATHS } from '#shared/site-paths.ts';

/** The route tables of the SPA: every route names its path through `paths` (SITE_PATHS). */
const ROUTE_TABLES = ['web/src/app/app-routes.tsx', 'web/src/app/more-routes.tsx'];
const routeSources = ROUTE_TABLES.map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join('\n');

describe('the site paths the edge shares with the router', () => {
  it('are the paths of the router’s routes, each of them and no other', () => {
    const routed = new Set([...routeSources.matchAll(/path=\{paths\.(\w+)\}/g)].map((match) => match[1]));
    const names = Object.keys(SITE_PATHS) as (keyof typeof SITE_PATHS)[];
    expect(names.filter((name) => routed.has(name)).sort()).toEqual([...routed].sort());
    // Home is the layout's index route; the collections and a project are routed by their splats.
    const unrouted = names.filter((name) => !routed.has(name));
    expect(unrouted).toEqual([
      'home',
      'techDocs',
      'legalDocs',
      'essentialInsights',
      'projectDetail',
      'currentProjects',
    ]);
    for (const name of unrouted) expect(isRenderedPagePath(SITE_PATHS[name].replace(':id', '42')), name).toBe(true);
    // Any other route is the documents' and the projects' splats (rendered kinds) and the not-found page.
    const literal = [...routeSources.matchAll(/path=("[^"]*"|\{`[^`]*`\})/g)].map((match) => match[1]);
    const placeholder = (name: string) => ['$', '{', name, '}'].join('');
    expect(new Set(literal)).toEqual(
      new Set(['"*"', `{\`/${placeholder('collection')}\`}`, `{\`${placeholder('segment')}/*\`}`]),
    );
  });

  it('tell every page of the router from an address that is no page', () => {
    for (const pattern of Object.values(SITE_PATHS)) {
      const sample = pattern.replace(/:\w+/g, '42');
      expect(isRenderedPagePath(sample) || isSpaScreenPath(sample), sample).toBe(true);
    }
    for (const address of ['/does-not-exist', '/users/edit', '/users/edit/42/more', '/admin/nowhere', '/loginx']) {
      expect(isRenderedPagePath(address) || isSpaScreenPath(address), address).toBe(false);
    }
  });

  it('match a screen with or without a trailing slash', () => {
    expect(isSpaScreenPath('/login/')).toBe(true);
    expect(isSpaScreenPath('/users/view/abc/')).toBe(true);
  });
});
