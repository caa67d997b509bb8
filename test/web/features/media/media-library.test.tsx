import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MediaItem } from '#shared/media.ts';
import { MediaGrid } from '#web/features/media/components/media-library.tsx';

const item = (id: string, changes: Partial<MediaItem> = {}): MediaItem => ({
  id,
  purpose: 'post',
  status: 'ready',
  fileName: `${id}.png`,
  contentType: 'image/png',
  size: 2_500_000,
  alt: `Alt of ${id}`,
  width: 1600,
  height: 1067,
  sizes: [{ width: 480, height: 320, url: `/media/${id}/480.webp` }],
  url: `/media/${id}/960.webp`,
  uploadedBy: 'editor-1',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...changes,
});

const cardsOf = (html: string) => html.split('<li class="media-card">').slice(1);
const editor = { user: { id: 'editor-1' }, isAdmin: false };
const admin = { user: { id: 'admin-1' }, isAdmin: true };

describe('the media library', () => {
  const items = [
    item('aaa'),
    item('bbb', { uploadedBy: 'editor-2', purpose: 'profile-picture' }),
    item('ccc', { status: 'rejected', rejectedReason: 'the file is not a PNG image', sizes: [] }),
  ];

  it('shows each image at its smallest size, lazily, with its alt text, size, use and status', () => {
    const [ready = '', other = '', rejected = ''] = cardsOf(
      renderToStaticMarkup(<MediaGrid items={items} viewer={editor} />),
    );
    expect(ready).toContain(
      '<img class="media-card__image" src="/media/aaa/480.webp" alt="Alt of aaa" width="480" height="320" loading="lazy" decoding="async"/>',
    );
    expect(ready).toContain('<dd>2.4 MB, 1600×1067</dd>');
    expect(ready).toContain('<dt>Uploaded for</dt><dd>Post</dd>');
    expect(ready).toContain('<dt>Used on</dt><dd>Not used anywhere</dd>');
    expect(other).toContain('<dd>Profile picture</dd>');
    expect(rejected).not.toContain('<img');
    expect(rejected).toContain('Rejected: the file is not a PNG image');
  });

  it('offers Delete for the images the viewer uploaded, and for every image to an admin', () => {
    const deletable = (viewer: typeof editor) =>
      cardsOf(renderToStaticMarkup(<MediaGrid items={items} viewer={viewer} />)).map((card) =>
        card.includes('aria-label="Delete '),
      );
    expect(deletable(editor)).toEqual([true, false, true]);
    expect(deletable(admin)).toEqual([true, true, true]);
  });

  it('lists where an image is used, each title linked to its page', () => {
    const used = item('ddd', {
      usedIn: [
        { kind: 'post', id: 'p1', title: 'Harbour <at> dawn', link: '/posts/harbour-at-dawn' },
        { kind: 'document', id: 'tech-docs/setup', title: 'Setup', link: '/tech-docs/setup' },
      ],
    });
    const [card = ''] = cardsOf(
      renderToStaticMarkup(
        <MemoryRouter>
          <MediaGrid items={[used]} viewer={editor} />
        </MemoryRouter>,
      ),
    );
    expect(card).toContain(
      '<ul class="media-usage"><li>Post: <a href="/posts/harbour-at-dawn">Harbour &lt;at&gt; dawn</a></li><li>Document: <a href="/tech-docs/setup">Setup</a></li></ul>',
    );
  });

  it('says so when there are no images', () => {
    expect(renderToStaticMarkup(<MediaGrid items={[]} viewer={admin} />)).toBe(
      '<p>No images have been uploaded yet.</p>',
    );
  });
});
