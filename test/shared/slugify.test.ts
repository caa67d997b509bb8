import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX_LENGTH, slugify } from '#shared/blog.ts';
import { renderedPageKey, siteObjectKey } from '#shared/rendered-pages.ts';
import { sitePathUrl } from '#shared/site.ts';
import { postSchema, tagSchema } from '#shared/validation/blog.ts';

describe('slugs from titles in any script', () => {
  it.each([
    ['Hello, World!', 'hello-world'],
    ['Ünïcödé', 'unicode'],
    ['Café déjà vu', 'cafe-deja-vu'],
    ['Straße und Fußgänger', 'strasse-und-fussganger'],
    ['Ærø Œuvre Łódź', 'aero-oeuvre-lodz'],
    ['ｆｕｌｌ　ｗｉｄｔｈ ＡＢＣ', 'full-width-abc'],
    ['Привет, мир: щи и ёж', 'privet-mir-shchi-i-yozh'],
    ['مقالة عن الحوسبة بدون خادم', 'مقالة-عن-الحوسبة-بدون-خادم'],
    ['サーバーレスの記事', 'サーバーレスの記事'],
    ['서버리스 컴퓨팅', '서버리스-컴퓨팅'],
    ['नमस्ते दुनिया', 'नमस्ते-दुनिया'],
    ['Αθήνα 2025', 'αθηνα-2025'],
    ['٢٠٢٥ سنة', '٢٠٢٥-سنة'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(isSlug(slug)).toBe(true);
  });

  it('leaves a title of no letters or digits empty', () => {
    expect(slugify('!!! ... ???')).toBe('');
  });

  it('cuts a long title at a word boundary within the limit', () => {
    const title = `${'word '.repeat(18)}boundary crossing`; // `boundary` ends at 98, `crossing` at 107
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe(`${'word-'.repeat(18)}boundary`);
    const arabic = slugify(`${'كلمة '.repeat(30)}`);
    expect(arabic.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(arabic.endsWith('كلمة')).toBe(true);
  });

  it('cuts one word longer than the limit without splitting a character', () => {
    const slug = slugify(`${'😀'.repeat(10)}${'字'.repeat(200)}`);
    expect(slug.length).toBe(SLUG_MAX_LENGTH);
    expect(slugify(`${'a'.repeat(99)}字字`)).toBe(`${'a'.repeat(99)}字`);
    // A letter outside the Basic Multilingual Plane is two UTF-16 units: never cut in half.
    const astral = slugify(`a${'𠀀'.repeat(60)}`);
    expect(astral).toBe(`a${'𠀀'.repeat(49)}`);
    expect(isSlug(astral)).toBe(true);
  });

  it('accepts Unicode slugs in the forms, and still refuses capitals, spaces and stray hyphens', () => {
    const valid = (slug: string) => tagSchema.safeParse({ name: 'x', slug }).success;
    expect(valid('مقالة-عن-الحوسبة')).toBe(true);
    expect(valid('сервер')).toBe(true);
    expect(valid('hello-world')).toBe(true);
    expect(valid('Hello')).toBe(false);
    expect(valid('Привет')).toBe(false);
    expect(valid('two words')).toBe(false);
    expect(valid('-edge')).toBe(false);
    expect(valid('a--b')).toBe(false);
    expect(valid('a/b')).toBe(false);
    expect(valid('a%20b')).toBe(false);
    expect(postSchema.safeParse({ title: 'x', body: 'x', status: 'draft', slug: 'مقالة' }).success).toBe(true);
  });

  it('stores the page of a Unicode slug under its UTF-8 key, and the edge finds it from the encoded address', () => {
    const slug = 'مقالة-عن-الحوسبة';
    const key = renderedPageKey(`/posts/${slug}`);
    expect(key).toBe(`_pages/posts/${slug}/index.html`);
    // CloudFront passes the percent-encoded URI and S3 decodes it to the UTF-8 key; the preview does the same.
    expect(siteObjectKey(`/posts/${encodeURIComponent(slug)}`)).toBe(key);
    expect(siteObjectKey(`/posts/${encodeURIComponent(slug)}/`)).toBe(key);
    expect(sitePathUrl('https://example.com', `/posts/${slug}`)).toBe(
      `https://example.com/posts/${encodeURIComponent(slug)}`,
    );
    expect(sitePathUrl('https://example.com', `/posts/${encodeURIComponent(slug)}`)).toBe(
      `https://example.com/posts/${encodeURIComponent(slug)}`,
    );
    expect(sitePathUrl('https://example.com/', '/')).toBe('https://example.com/');
  });
});
