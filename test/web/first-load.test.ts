import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, REPO_ROOT as repoRoot, staticImportSpecifiers } from '../support/source-imports';

const entry = resolve(repoRoot, 'web/src/app/main.tsx');

/** Every source file the entry reaches through static imports, and the packages they name. */
const firstLoadGraph = (start = entry) => importGraph(start, staticImportSpecifiers);

describe('first load of the SPA', () => {
  const graph = firstLoadGraph();

  it('includes the auth provider; the route guard comes with the guarded pages', () => {
    expect(graph.files).toContain('web/src/features/auth/components/auth-provider.tsx');
    expect(graph.files).not.toContain('web/src/features/auth/components/require-access.tsx');
    const moreRoutes = firstLoadGraph(resolve(repoRoot, 'web/src/app/more-routes.tsx'));
    expect(moreRoutes.files).toContain('web/src/features/auth/components/require-access.tsx');
  });

  it('leaves the API route table out: the client needs only route ids, which are types', () => {
    expect(graph.files).not.toContain('shared/routes.ts');
    expect(graph.files).toContain('shared/route-paths.ts');
  });

  it('never pulls in zod or the shared request schemas (they load with the form pages)', () => {
    expect(graph.packages.filter((name) => name.startsWith('zod'))).toEqual([]);
    expect(graph.files.filter((file) => file.startsWith('shared/validation/'))).toEqual([]);
  });

  it('loads zod on the login and contact pages only when the form is first used', () => {
    for (const page of ['login', 'contact']) {
      const pageGraph = firstLoadGraph(resolve(repoRoot, `web/src/app/routes/${page}.tsx`));
      expect(pageGraph.packages.filter((name) => name.startsWith('zod'))).toEqual([]);
      expect(pageGraph.files.filter((file) => file.startsWith('shared/validation/'))).toEqual([]);
      expect(pageGraph.files).toContain('web/src/shared/lib/lazy-schema.ts');
    }
  });

  it('keeps the API reference out: its page is a chunk of its own that brings neither zod nor the contract', () => {
    expect(graph.files.filter((file) => file.startsWith('web/src/features/api-reference/'))).toEqual([]);
    expect(graph.files).not.toContain('web/src/app/routes/api-docs.tsx');
    const apiDocs = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/api-docs.tsx'));
    expect(apiDocs.files).toContain('web/src/features/api-reference/components/api-reference.tsx');
    expect(apiDocs.packages.filter((name) => name.startsWith('zod'))).toEqual([]);
    expect(apiDocs.files.filter((file) => /^shared\/(contract|validation)\//.test(file))).toEqual([]);
    expect(readFileSync(resolve(repoRoot, 'web/src/app/more-routes.tsx'), 'utf8')).toContain(
      "lazyPage(() => import('#web/app/routes/api-docs.tsx'), 'ApiDocsPage')",
    );
  });

  it('keeps the documentation screens out, and a document page free of markdown-it, highlight.js and SWR', () => {
    expect(graph.packages).not.toContain('markdown-it');
    expect(graph.files.filter((file) => file.startsWith('web/src/features/docs/'))).toEqual([]);
    const docsPage = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/docs.tsx'));
    // A document comes rendered ahead, code highlighted; the renderer loads only for one that is not.
    expect(docsPage.files).toContain('web/src/features/docs/components/document-view.tsx');
    expect(docsPage.packages.filter((name) => /^(markdown-it|highlight\.js|swr)/.test(name))).toEqual([]);
    expect(docsPage.files).not.toContain('shared/markdown/renderer.ts');
    expect(docsPage.files).not.toContain('web/src/shared/lib/code-highlighting.ts');
    expect(readFileSync(resolve(repoRoot, 'web/src/features/docs/api/get-document.ts'), 'utf8')).toContain(
      "import('#shared/markdown/renderer.ts')",
    );
  });

  it('never pulls in highlight.js: it runs in a worker, started only when shown markup has code to highlight', () => {
    const isHighlightJs = (name: string) => name.startsWith('highlight.js');
    expect(graph.packages.filter(isHighlightJs)).toEqual([]);
    expect(graph.files).not.toContain('shared/markdown/syntax-highlighter.ts');
    for (const lazyFile of [
      'web/src/app/routes/post-detail.tsx',
      'web/src/features/create-markdown/components/create-markdown-form.tsx',
    ]) {
      const lazyGraph = firstLoadGraph(resolve(repoRoot, lazyFile));
      expect(lazyGraph.packages.filter(isHighlightJs)).toEqual([]);
      expect(lazyGraph.files).toContain('web/src/shared/lib/use-highlighted-code.ts');
      expect(lazyGraph.files).not.toContain('web/src/shared/lib/code-highlighting.ts');
    }
    expect(readFileSync(resolve(repoRoot, 'web/src/shared/lib/use-highlighted-code.ts'), 'utf8')).toContain(
      "import('./code-highlighting')",
    );
    const pageSide = readFileSync(resolve(repoRoot, 'web/src/shared/lib/code-highlighting.ts'), 'utf8');
    expect(pageSide).toContain("new Worker(new URL('./highlight-worker.ts', import.meta.url)");
    const worker = firstLoadGraph(resolve(repoRoot, 'web/src/shared/lib/highlight-worker.ts'));
    expect(worker.packages).toContain('highlight.js/lib/core');
  });

  it('keeps SWR out of the shell and the home page: their widgets read through a small polled store', () => {
    const isSwr = (name: string) => name.startsWith('swr');
    expect(graph.packages.filter(isSwr)).toEqual([]);
    expect(graph.files).not.toContain('web/src/shared/api/swr.ts');
    expect(graph.files).toContain('web/src/features/connection-status/api/get-health.ts');
    const home = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/home.tsx'));
    expect(home.files).toContain('web/src/features/visitor-stats/api/get-visitor-stats.ts');
    expect(home.packages.filter(isSwr)).toEqual([]);
    expect(home.files).not.toContain('web/src/shared/api/swr.ts');
    const posts = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/posts.tsx'));
    expect(posts.files).toContain('web/src/shared/api/swr.ts');
  });

  it("leaves the preferences' reading and saving out: they load once a user is signed in", () => {
    expect(graph.files).toContain('web/src/features/preferences/components/preferences-provider.tsx');
    expect(graph.files).not.toContain('web/src/features/preferences/components/preferences-sync.tsx');
    expect(graph.files).not.toContain('web/src/features/preferences/api/preferences.ts');
  });

  it('keeps markdown-it off the post page: a pre-rendered post carries its body as HTML, the SPA loads the renderer on demand', () => {
    const post = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/post-detail.tsx'));
    expect(post.packages).not.toContain('markdown-it');
    expect(post.files).not.toContain('shared/markdown/renderer.ts');
    expect(post.files).toContain('web/src/shared/lib/use-lazy-markdown.ts');
    expect(readFileSync(resolve(repoRoot, 'web/src/shared/lib/use-lazy-markdown.ts'), 'utf8')).toContain(
      "import('#shared/markdown/renderer.ts')",
    );
    // A project's description is markdown too, rendered the same way.
    const project = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/project-subpage.tsx'));
    expect(project.files).toContain('web/src/features/projects/components/project-description.tsx');
    expect(project.packages).not.toContain('markdown-it');
    expect(project.files).not.toContain('shared/markdown/renderer.ts');
  });

  it('keeps the project forms (zod, form fields) and the docs screens off a project page', () => {
    const projectPages = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/project-subpage.tsx'));
    expect(projectPages.packages.filter((name) => name.startsWith('zod'))).toEqual([]);
    expect(projectPages.files.filter((file) => file.startsWith('shared/validation/'))).toEqual([]);
    expect(projectPages.files).not.toContain('web/src/features/projects/components/project-form.tsx');
    expect(projectPages.files).not.toContain('web/src/app/routes/docs.tsx');
    expect(projectPages.files.filter((file) => file.startsWith('web/src/features/docs/components/'))).toEqual([]);
    const forms = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/project-form-pages.tsx'));
    expect(forms.files).toContain('web/src/features/projects/components/project-form.tsx');
  });

  it('gives every SWR read the site defaults: useSWR is imported from swr in one place only', () => {
    const sources = execFileSync('git', ['ls-files', 'web/src'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file));
    const direct = sources.filter((file) =>
      /^import useSWR\b.*from 'swr';/m.test(readFileSync(resolve(repoRoot, file), 'utf8')),
    );
    expect(direct).toEqual([]);
    expect(readFileSync(resolve(repoRoot, 'web/src/shared/api/swr.ts'), 'utf8')).toContain('import useSWRBase');
  });

  it('leaves the page-view sending code out until a view may be recorded (never for a visitor who refused)', () => {
    expect(graph.files).toContain('web/src/features/page-views/hooks/use-page-views.ts');
    expect(graph.files).not.toContain('web/src/features/page-views/lib/send-page-view.ts');
    expect(graph.files).not.toContain('web/src/features/page-views/api/record-page-view.ts');
  });

  const lazyPagesOf = (table: string) =>
    [...readFileSync(resolve(repoRoot, table), 'utf8').matchAll(/import\('#web\/(app\/routes\/[^']+\.tsx)'\)/g)].map(
      ([, path = '']) => `web/src/${path}`,
    );

  it('loads no page up front: every page of both route tables is a lazy chunk', () => {
    const lazyPages = [...lazyPagesOf('web/src/app/app-routes.tsx'), ...lazyPagesOf('web/src/app/more-routes.tsx')];
    expect(lazyPages.length).toBeGreaterThan(40);
    expect(graph.files.filter((file) => lazyPages.includes(file))).toEqual([]);
  });

  it('leaves the account, admin and blog-vocabulary routes out: their table is a chunk of its own', () => {
    expect(graph.files).toContain('web/src/app/app-routes.tsx');
    expect(graph.files).not.toContain('web/src/app/more-routes.tsx');
    expect(readFileSync(resolve(repoRoot, 'web/src/app/app-routes.tsx'), 'utf8')).toContain("import('./more-routes')");
    // The topic and tag add forms sit in app-routes.tsx beside the term pages' `/topics/:slug`, which
    // would take `/topics/add` otherwise; the term editor is still a lazy chunk of its own.
    for (const page of ['./routes/dashboard', './routes/user-profile', './routes/users']) {
      expect(lazyPagesOf('web/src/app/app-routes.tsx')).not.toContain(`web/src/app/${page.slice(2)}.tsx`);
      expect(lazyPagesOf('web/src/app/more-routes.tsx')).toContain(`web/src/app/${page.slice(2)}.tsx`);
    }
  });

  it('never pulls in echarts, not even with the home page and its chart demos panel', () => {
    const home = firstLoadGraph(resolve(repoRoot, 'web/src/app/routes/home.tsx'));
    for (const loaded of [graph, home]) {
      expect(loaded.packages.filter((name) => name.startsWith('echarts'))).toEqual([]);
      expect(loaded.files.filter((file) => file.startsWith('web/src/shared/ui/chart/'))).toEqual([]);
    }
  });

  it('loads echarts only with the chart renderer, which the chart component imports on demand', () => {
    const chart = firstLoadGraph(resolve(repoRoot, 'web/src/shared/ui/chart/chart.tsx'));
    expect(chart.packages.filter((name) => name.startsWith('echarts'))).toEqual([]);
    const renderer = firstLoadGraph(resolve(repoRoot, 'web/src/shared/ui/chart/echarts/renderer.tsx'));
    expect(renderer.packages).toEqual(expect.arrayContaining(['echarts/core', 'echarts/renderers']));
    // Never the full build, and the chart types' modules come in their own chunks.
    expect(renderer.packages).not.toContain('echarts');
    expect(renderer.packages).not.toContain('echarts/charts');
    expect(readFileSync(resolve(repoRoot, 'web/src/shared/ui/chart/chart.tsx'), 'utf8')).toContain(
      "import('#web/shared/ui/chart/echarts/renderer.tsx')",
    );
  });
});
