import { describe, expect, it } from 'vitest';
import { TOPIC_HAS_SUBTOPICS } from '#shared/blog.ts';
import { deleteErrorText } from '#web/features/blog/lib/delete-messages.ts';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '#web/shared/api/api-error.ts';

describe('generic delete form errors (`{client} ERR: {server message}`)', () => {
  it("names the fetch client, then the server's message", () => {
    const refused = new ApiError(TOPIC_HAS_SUBTOPICS, 400, { message: TOPIC_HAS_SUBTOPICS });
    expect(deleteErrorText(refused)).toBe(
      'fetch ERR: This topic has subtopics and cannot be deleted. Please remove or reassign the subtopics first.',
    );
    expect(deleteErrorText(new ApiError('Tag not found', 404, { message: 'Tag not found' }))).toBe(
      'fetch ERR: Tag not found',
    );
    expect(deleteErrorText(new ApiError('Access denied', 403, { message: 'Access denied' }))).toBe(
      'fetch ERR: Access denied',
    );
  });

  it('says Internal server error when the answer has no message', () => {
    expect(
      deleteErrorText(new ApiError('The server ran into a problem (HTTP 502).', 502, '<html>Bad gateway</html>')),
    ).toBe('fetch ERR: Internal server error');
    expect(deleteErrorText(new ApiError('The request was refused (HTTP 400).', 400, { message: '  ' }))).toBe(
      'fetch ERR: Internal server error',
    );
    expect(deleteErrorText(new ApiError('The request was refused (HTTP 500).', 500, undefined))).toBe(
      'fetch ERR: Internal server error',
    );
  });

  it('says Internal server error for a failure that is not an API error', () => {
    expect(deleteErrorText(new TypeError('x is undefined'))).toBe('fetch ERR: Internal server error');
    expect(deleteErrorText(undefined)).toBe('fetch ERR: Internal server error');
  });

  it('names why no answer came when the server was never reached', () => {
    expect(deleteErrorText(new ApiNetworkError())).toBe(
      'fetch ERR: Could not reach the server. Check your connection and try again.',
    );
    expect(deleteErrorText(new ApiTimeoutError(15_000))).toBe(
      'fetch ERR: The request timed out after 15 s. Please try again.',
    );
  });
});
