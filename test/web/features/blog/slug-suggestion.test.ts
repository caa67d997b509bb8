import { describe, expect, it, vi } from 'vitest';
import { useSlugSuggestion } from '#web/features/blog/hooks/use-slug-suggestion.ts';
import {
  initialSlugSuggestion,
  slugAfterSlugEdit,
  slugAfterSourceChange,
} from '#web/features/blog/lib/slug-suggestion.ts';

// The hook keeps its state in one ref; outside a component it gets a plain object.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  useRef: (initial: unknown) => ({ current: initial }),
}));

/** A post form's fields as the hook's setter leaves them. */
function usePostFormFields(existingSlug?: string) {
  const values: Record<string, string> = { title: '', slug: existingSlug ?? '' };
  const setValue = (name: string, value: string) => {
    values[name] = value;
  };
  const slug = useSlugSuggestion(setValue, { source: 'title', slug: 'slug' }, existingSlug);
  return { values, slug };
}

describe('slug suggested from the title', () => {
  it('follows the title, letter by letter, with slugify', () => {
    const { values, slug } = usePostFormFields();
    slug.onSourceChange('Hello');
    expect(values.slug).toBe('hello');
    slug.onSourceChange('Hello, Wörld! Serverless 2025');
    expect(values).toEqual({ title: 'Hello, Wörld! Serverless 2025', slug: 'hello-world-serverless-2025' });
  });

  it('stops following once the user types a slug of their own', () => {
    const { values, slug } = usePostFormFields();
    slug.onSourceChange('First title');
    slug.onSlugChange('my-own-slug');
    slug.onSourceChange('A different title');
    expect(values).toEqual({ title: 'A different title', slug: 'my-own-slug' });
  });

  it('follows the title again after the user empties the slug field', () => {
    const { values, slug } = usePostFormFields();
    slug.onSlugChange('custom');
    slug.onSlugChange('');
    expect(values.slug).toBe('');
    slug.onSourceChange('Back to the title');
    expect(values.slug).toBe('back-to-the-title');
  });

  it("keeps an existing post's slug when its title is edited, so its address does not move", () => {
    const { values, slug } = usePostFormFields('published-address');
    slug.onSourceChange('A new title');
    expect(values).toEqual({ title: 'A new title', slug: 'published-address' });
  });
});

describe('slug suggestion rules', () => {
  it('starts empty and following for a new item, edited for an existing one', () => {
    expect(initialSlugSuggestion()).toEqual({ slug: '', edited: false });
    expect(initialSlugSuggestion('kept')).toEqual({ slug: 'kept', edited: true });
  });

  it('suggests nothing for a title without letters or digits', () => {
    expect(slugAfterSourceChange({ slug: 'old', edited: false }, '!!!')).toEqual({ slug: '', edited: false });
  });

  it('treats a slug of spaces as no slug of the user', () => {
    expect(slugAfterSlugEdit('   ')).toEqual({ slug: '   ', edited: false });
  });
});
