import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProfilePictureUpload } from '#web/features/media/components/profile-picture-upload.tsx';

const ID = '0b5c2f0e-6d3a-4c4e-9a51-2f0d6c1e8a77';

describe('the profile picture', () => {
  it('shows the uploaded picture at its 480 size, named after the person, and offers a new one', () => {
    const html = renderToStaticMarkup(<ProfilePictureUpload pictureId={ID} name="Ada Lovelace" onUploaded={vi.fn()} />);
    expect(html).toContain(
      `<img class="media-picture__preview" src="/media/${ID}/480.webp" alt="Ada Lovelace" decoding="async"/>`,
    );
    expect(html).toContain('type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif"');
    expect(html).toContain('>Upload picture</button>');
  });

  it('says so when there is none yet', () => {
    const html = renderToStaticMarkup(<ProfilePictureUpload name="Ada Lovelace" onUploaded={vi.fn()} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('No picture uploaded yet.');
  });
});
