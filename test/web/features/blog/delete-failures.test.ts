import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITOR_DELETE_REFUSED, TOPIC_HAS_SUBTOPICS } from '#shared/blog.ts';
import { deleteBlogItem } from '#web/features/blog/api/delete-blog-item.ts';
import { ApiNetworkError, ApiTimeoutError } from '#web/shared/api/api-error.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { jsonResponse, stubApi } from '../../support/api-stub';

const api = stubApi();

/** What the delete page shows when the delete is answered with this. */
async function shownFor(answer: Response): Promise<string> {
  api.answer(answer);
  return deleteBlogItem('posts', 'p1').then(
    () => 'no failure',
    (error: unknown) => describeFailure(error),
  );
}

describe('what the delete page says when a delete fails', () => {
  it("shows the server's sentence for a refusal, with no client prefix", async () => {
    expect(await shownFor(jsonResponse({ message: EDITOR_DELETE_REFUSED }, 403))).toBe(EDITOR_DELETE_REFUSED);
    expect(await shownFor(jsonResponse({ message: TOPIC_HAS_SUBTOPICS }, 400))).toBe(TOPIC_HAS_SUBTOPICS);
    expect(await shownFor(jsonResponse({}, 404))).toBe('The request was refused (HTTP 404).');
  });

  it('shows a plain sentence for a server failure, never its bare "Internal server error"', async () => {
    const crashed = await shownFor(jsonResponse({ message: 'Internal server error' }, 500));
    expect(crashed).toBe('The server ran into a problem (HTTP 500). Please try again later.');
    expect(await shownFor(new Response('<html>Bad gateway</html>', { status: 502 }))).toBe(
      'The server ran into a problem (HTTP 502). Please try again later.',
    );
  });

  it('says why no answer came when the server was never reached', () => {
    expect(describeFailure(new ApiNetworkError())).toBe(
      'Could not reach the server. Check your connection and try again.',
    );
    expect(describeFailure(new ApiTimeoutError(15_000))).toBe('The request timed out after 15 s. Please try again.');
  });

  it('has no `{client} ERR:` text left anywhere in the SPA', () => {
    const files = globSync('web/src/**/*.{ts,tsx}');
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => /\bERR:/.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
