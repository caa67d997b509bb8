import { describe, expect, it } from 'vitest';
import type { Term } from '#shared/blog.ts';
import { termSaveOutcome } from '#web/features/blog/lib/term-save-outcome.ts';
import { TOPIC_UPDATED_REDIRECT_MS } from '#web/features/blog/lib/topic-update-messages.ts';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '#web/shared/api/api-error.ts';

const term = (name: string): Term => ({
  id: 't1',
  name,
  description: '',
  slug: 'serverless',
  parentId: null,
  childCount: 0,
  postCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  createdBy: 'u1',
  updatedAt: '2025-01-01T00:00:00.000Z',
  updatedBy: 'u1',
  version: 2,
});

describe('after a topic edit: its alert, then the dashboard', () => {
  it('shows "Topic updated successfully!" and then leaves for the dashboard, after a short visible delay', () => {
    expect(termSaveOutcome('topic', true, { ok: true, term: term('Serverless') })).toEqual({
      alert: { tone: 'success', message: 'Topic updated successfully!' },
      next: 'leave',
    });
    expect(TOPIC_UPDATED_REDIRECT_MS).toBeGreaterThanOrEqual(1000);
    expect(TOPIC_UPDATED_REDIRECT_MS).toBeLessThanOrEqual(3000);
  });

  it('says "Failed to update the topic. Please try again." for an HTTP error answer, with the server\'s reason', () => {
    const slugTaken = new ApiError('Slug exists', 400, { message: 'Slug exists' });
    expect(termSaveOutcome('topic', true, { ok: false, error: slugTaken })).toEqual({
      alert: { tone: 'error', message: 'Failed to update the topic. Please try again.', detail: 'Slug exists' },
      next: 'stay',
    });
    const crashed = new ApiError('The server ran into a problem (HTTP 500).', 500, undefined);
    expect(termSaveOutcome('topic', true, { ok: false, error: crashed }).alert).toEqual({
      tone: 'error',
      message: 'Failed to update the topic. Please try again.',
      detail: undefined,
    });
  });

  it('says "An unexpected error occurred. Please try again later." when no HTTP answer came', () => {
    for (const error of [new ApiNetworkError(), new ApiTimeoutError(15_000), new TypeError('boom')]) {
      expect(termSaveOutcome('topic', true, { ok: false, error })).toEqual({
        alert: { tone: 'error', message: 'An unexpected error occurred. Please try again later.' },
        next: 'stay',
      });
    }
  });
});

describe('after other term saves', () => {
  it('announces a created topic, tag or category and empties the form for the next one', () => {
    for (const kind of ['topic', 'tag', 'category'] as const) {
      expect(termSaveOutcome(kind, false, { ok: true, term: term('New') })).toEqual({ next: 'created' });
    }
  });

  it('keeps a tag or category edit open with a saved message', () => {
    expect(termSaveOutcome('tag', true, { ok: true, term: term('Lambda') })).toEqual({
      alert: { tone: 'success', message: 'Tag “Lambda” saved.' },
      next: 'stay',
    });
    expect(termSaveOutcome('category', true, { ok: true, term: term('Guides') }).alert?.message).toBe(
      'Category “Guides” saved.',
    );
  });

  it("shows the server's message for a refused tag save ('Slug exists')", () => {
    const slugTaken = new ApiError('Slug exists', 400, { message: 'Slug exists' });
    expect(termSaveOutcome('tag', true, { ok: false, error: slugTaken }).alert).toEqual({
      tone: 'error',
      message: 'Slug exists',
    });
    expect(termSaveOutcome('topic', false, { ok: false, error: slugTaken }).alert?.message).toBe('Slug exists');
  });
});
