import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { type ApiAndSite, START_VITE_CACHE_DIR, startApiAndSite, TEST_VITE_CACHE_DIR } from '#infra/local/stack.ts';
import { renderDocumentFile } from '#lambdas/lib/content/rendered-documents.ts';
import {
  COLLECTIONS,
  type CollectionIndex,
  documentPath,
  indexPath,
  type RenderedDocumentFile,
  renderedDocumentPath,
} from '#shared/content.ts';

let site: ApiAndSite;

beforeAll(async () => {
  site = await startApiAndSite({ env: inject('localEnv'), ports: { api: 0, web: 0 }, web: true });
}, 120_000);
afterAll(() => site?.stop());

/** Every markdown file of a tree of index nodes. */
function files(nodes: CollectionIndex['subMenu']): string[] {
  return nodes.flatMap((node) => (node.children ? files(node.children) : [node.filepath]));
}

describe('content delivery on the local stack', () => {
  it("keeps its dev server's dependency cache apart from the one of npm start", () => {
    // Resolved by Vite: the inline cacheDir wins over web/vite.config.ts's `.cache/vite`.
    expect(site.viteCacheDir).toBe(TEST_VITE_CACHE_DIR);
    expect(site.viteCacheDir).not.toBe(START_VITE_CACHE_DIR);
  });

  it('serves each collection index, its markdown and its rendered documents at /content, from the local S3 as CloudFront does', async () => {
    let documentsChecked = 0;
    for (const { id } of COLLECTIONS) {
      const answer = await fetch(`${site.siteUrl}${indexPath(id)}`);
      expect(answer.status).toBe(200);
      const index = (await answer.json()) as CollectionIndex;
      expect(index.id).toBe(id);
      // The repository's documents only: other test files add and delete documents in the same bucket meanwhile.
      const repositoryFiles = files(index.subMenu).filter((filepath) =>
        existsSync(path.join(REPO_ROOT, 'content', id, filepath)),
      );
      const [first] = repositoryFiles;
      if (!first) continue;
      const markdown = await fetch(`${site.siteUrl}${documentPath(id, first)}`);
      expect(markdown.status).toBe(200);
      expect(await markdown.text()).toBe(readFileSync(path.join(REPO_ROOT, 'content', id, first), 'utf8'));
      for (const filepath of repositoryFiles) {
        const rendered = await fetch(`${site.siteUrl}${renderedDocumentPath(id, filepath)}`);
        expect(rendered.status, filepath).toBe(200);
        expect(rendered.headers.get('content-type')).toContain('application/json');
        const source = await (await fetch(`${site.siteUrl}${documentPath(id, filepath)}`)).text();
        expect((await rendered.json()) as RenderedDocumentFile, filepath).toEqual(renderDocumentFile(source));
      }
      documentsChecked += 1;
    }
    expect(documentsChecked).toBe(COLLECTIONS.length);
  });

  it('answers 404 for a document that does not exist', async () => {
    expect((await fetch(`${site.siteUrl}/content/tech-docs/no-such-file.md`)).status).toBe(404);
  });
});
