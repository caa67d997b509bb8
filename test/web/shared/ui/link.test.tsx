import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, NavLink as RouterNavLink, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#test/support/source-imports.ts';
import { Link, NavLink } from '#web/shared/ui/link.tsx';

/** Renders `element` at `path`, inside a route `/docs/*` when `nested` (relative links resolve from it). */
const renderAt = (path: string, element: ReturnType<typeof createElement>, nested = false) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: [path] },
      nested ? createElement(Routes, null, createElement(Route, { path: '/docs/*', element })) : element,
    ),
  );

/** The anchor's class and aria-current, as the page would carry them. */
const activeState = (html: string) => ({
  className: /class="([^"]*)"/.exec(html)?.[1],
  current: /aria-current="([^"]*)"/.exec(html)?.[1],
});

describe("the site's links", () => {
  it('render an anchor with the href of the path, relative paths resolved from the route (a splat route: from its whole path)', () => {
    expect(renderAt('/', createElement(Link, { to: '/posts/a-post', className: 'card' }, 'A post'))).toBe(
      '<a class="card" href="/posts/a-post">A post</a>',
    );
    expect(renderAt('/docs/aws', createElement(Link, { to: 'cloudfront' }, 'CloudFront'), true)).toBe(
      '<a href="/docs/aws/cloudfront">CloudFront</a>',
    );
    expect(renderAt('/', createElement(Link, { to: { pathname: '/posts', search: '?cursor=abc' } }, 'Next'))).toBe(
      '<a href="/posts?cursor=abc">Next</a>',
    );
  });

  it("mark the page shown as react-router's NavLink does: same path or below it unless end, case ignored", () => {
    const cases: Array<{ location: string; to: string; end?: boolean }> = [
      { location: '/', to: '/' },
      { location: '/posts', to: '/' },
      { location: '/posts', to: '/', end: true },
      { location: '/posts', to: '/posts' },
      { location: '/posts/a-post', to: '/posts' },
      { location: '/posts/a-post', to: '/posts', end: true },
      { location: '/postsx', to: '/posts' },
      { location: '/Posts/A', to: '/posts' },
      { location: '/tech-docs/aws', to: '/tech-docs/' },
      { location: '/tech-docs', to: '/tech-docs/' },
      { location: '/admin/users', to: '/admin' },
    ];
    for (const { location, to, end } of cases) {
      const ours = activeState(
        renderAt(location, createElement(NavLink, { to, end, className: 'site-nav__link' }, 'x')),
      );
      const theirs = activeState(
        renderAt(location, createElement(RouterNavLink, { to, end, className: 'site-nav__link' }, 'x')),
      );
      expect({ location, to, end, ...ours }).toEqual({ location, to, end, ...theirs });
    }
  });

  it('are the only links the SPA uses: react-router is imported for its hooks and routes, never for Link or NavLink', () => {
    const sources = execFileSync('git', ['ls-files', 'web/src'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file));
    const routerLinks = sources.filter((file) =>
      /import \{[^}]*\b(?:Nav)?Link\b[^}]*\} from 'react-router'/.test(readFileSync(resolve(REPO_ROOT, file), 'utf8')),
    );
    expect(routerLinks).toEqual([]);
    expect(sources.length).toBeGreaterThan(100);
  });
});
