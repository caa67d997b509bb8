import { describe, expect, it } from 'vitest';
import { pageHead } from '#web/shared/lib/page-meta.ts';
import { SITE_DESCRIPTION } from '#web/shared/lib/site.ts';

const origin = 'https://example.org';

describe('the head of a page', () => {
  it('has the branded title, its own description and its canonical address', () => {
    expect(pageHead({ title: 'Login', description: 'Sign in.' }, '/login', origin)).toEqual({
      title: 'Portfolio · Login',
      description: 'Sign in.',
      canonical: 'https://example.org/login',
    });
  });

  it("falls back to the site's description when the page has none or a blank one", () => {
    expect(pageHead({ title: 'Stacks' }, '/stacks', origin).description).toBe(SITE_DESCRIPTION);
    expect(pageHead({ title: 'Stacks', description: '  ' }, '/stacks', origin).description).toBe(SITE_DESCRIPTION);
  });

  it('asks search engines not to index a noindex page, and gives it no canonical address', () => {
    const head = pageHead({ title: 'Page not found', noindex: true }, '/no-such-page', origin);
    expect(head.robots).toBe('noindex');
    expect(head).not.toHaveProperty('canonical');
  });
});
