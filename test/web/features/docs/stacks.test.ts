import { describe, expect, it } from 'vitest';
import { STACK_ITEMS, stackRoute } from '#web/features/docs/lib/stacks.ts';

describe('stack routes', () => {
  it('opens /tech-docs/{slug}', () => {
    expect(stackRoute('csharp')).toBe('/tech-docs/csharp');
    expect(stackRoute('csharp/async')).toBe('/tech-docs/csharp/async');
  });

  it('folds double, leading and trailing slashes', () => {
    expect(stackRoute('/csharp')).toBe('/tech-docs/csharp');
    expect(stackRoute('//csharp//collections///linq/')).toBe('/tech-docs/csharp/collections/linq');
    expect(stackRoute('')).toBe('/tech-docs');
  });

  it('gives every stack item a unique slug and in-site topic links', () => {
    const slugs = STACK_ITEMS.map((item) => item.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const item of STACK_ITEMS) {
      for (const topic of item.topics) expect(topic.link).toMatch(/^\/tech-docs\/[^/]/);
    }
  });
});
