import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderDocumentFile } from '#lambdas/lib/content/rendered-documents.ts';
import { RENDERED_FOLDER } from '#shared/content.ts';

/** Every construct whose markup the renderer decides: heading ids, links, code in known and unknown languages, tables, images. */
const SAMPLE = [
  '# Sample',
  'description: Pins the rendered markup.',
  '',
  '## Links and text',
  'A [relative](/tech-docs/x) link, an [external](https://example.com) one, https://auto.link, `code` and <b>raw</b>.',
  '',
  '## Code',
  '```ts',
  'export const answer: number = 42; // "quoted" <tag>',
  '```',
  '```bash',
  'npm ci && npm start',
  '```',
  '```nope',
  'plain <text>',
  '```',
  '',
  '### Table and image',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  '![alt text](/image.png)',
].join('\n');

/**
 * The markup of each rendered-documents folder version. Browsers keep rendered copies and the SPA
 * trusts them, so a change to the markup (the renderer's rules, markdown-it or highlight.js) must
 * come with a new RENDERED_FOLDER (shared/content.ts) and a new line here.
 */
const MARKUP_OF_VERSION: Record<string, string> = {
  '_rendered/v1': '34379527bdf16119938fb0fe5f5138061eafbb316a01f4aa13649a89d01d4bc6',
  '_rendered/v2': '233adb5ee68021486abcc2f0b4c7168765b9d8d6588e3d6d8f86852906b04cce',
};

describe('the rendered documents folder version', () => {
  it('changes whenever the rendered markup does', () => {
    const hash = createHash('sha256')
      .update(JSON.stringify(renderDocumentFile(SAMPLE)))
      .digest('hex');
    expect(
      hash,
      `The rendered markup changed: name a new RENDERED_FOLDER in shared/content.ts and pin ${hash} for it here`,
    ).toBe(MARKUP_OF_VERSION[RENDERED_FOLDER]);
  });
});
