import { describe, expect, it } from 'vitest';
import { blogRedirectDecision } from '#web/features/external-blog/lib/blog-redirect.ts';

const here = 'https://portfolio.example.org/blog';

describe('/blog redirect decision', () => {
  it('sends the visitor to the configured https blog', () => {
    expect(blogRedirectDecision('https://writing.example.net/', here)).toEqual({
      action: 'redirect',
      url: 'https://writing.example.net/',
    });
  });

  it('accepts an http address too, with its path and query, trimmed', () => {
    expect(blogRedirectDecision('  http://blog.example.net/posts?lang=en ', here)).toEqual({
      action: 'redirect',
      url: 'http://blog.example.net/posts?lang=en',
    });
  });

  it('does not redirect when no blog is configured', () => {
    expect(blogRedirectDecision(undefined, here)).toEqual({ action: 'unconfigured' });
    expect(blogRedirectDecision('', here)).toEqual({ action: 'unconfigured' });
    expect(blogRedirectDecision('   ', here)).toEqual({ action: 'unconfigured' });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'ftp://blog.example.net/',
    'blog.example.net',
    '//blog.example.net',
    'https://user:secret@blog.example.net/',
  ])('refuses %s: only absolute http(s) addresses without credentials', (value) => {
    expect(blogRedirectDecision(value, here)).toEqual({ action: 'invalid', value });
  });

  it('refuses to send /blog to itself, which would reload it for ever', () => {
    expect(blogRedirectDecision('https://portfolio.example.org/blog', here).action).toBe('invalid');
    expect(blogRedirectDecision('https://portfolio.example.org/posts', here).action).toBe('redirect');
  });
});
