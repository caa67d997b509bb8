import { describe, expect, it } from 'vitest';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';

const DOWNLOAD_FAILED = 'Part of the page could not be downloaded. Check your connection and try again.';

describe('describeFailure', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: http://localhost/assets/renderer-x.js'],
    ['Firefox', 'error loading dynamically imported module: http://localhost/assets/renderer-x.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite CSS preload', 'Unable to preload CSS for /assets/chart-x.css'],
  ])('turns a failed chunk download in %s into advice, not a URL', (_browser, message) => {
    expect(describeFailure(new TypeError(message))).toBe(DOWNLOAD_FAILED);
  });

  it('keeps the message of any other error, and has a sentence for a thrown non-error', () => {
    expect(describeFailure(new Error('The chart type "wordcloud" is not supported.'))).toBe(
      'The chart type "wordcloud" is not supported.',
    );
    expect(describeFailure('boom')).toBe('An unexpected error occurred.');
  });
});
