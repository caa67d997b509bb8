import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { InsertImageButton, InsertImageForm } from '#web/features/media/components/insert-image-button.tsx';
import { MarkdownTextField } from '#web/shared/ui/markdown-text-field.tsx';

describe('Insert image', () => {
  it('sits under the markdown text area it inserts into, its dialog closed', () => {
    const html = renderToStaticMarkup(
      <MarkdownTextField
        label="Body (markdown)"
        name="body"
        rows={8}
        value="Some text"
        onValueChange={vi.fn()}
        tools={(insert) => <InsertImageButton purpose="post" onInsert={insert} />}
      />,
    );
    expect(html).toMatch(
      /^<div class="markdown-text-field"><div class="field">.*<textarea[^>]*name="body"[^>]*>Some text<\/textarea><\/div><div class="form__actions"><button class="button button--secondary" type="button">Insert image<\/button><\/div><\/div>$/,
    );
  });

  it('asks for the image and its alt text (both required), with the accepted types only', () => {
    const html = renderToStaticMarkup(<InsertImageForm purpose="document" onDone={vi.fn()} onCancel={vi.fn()} />);
    expect(html).toContain(
      'type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" required="" name="image"',
    );
    expect(html).toMatch(/<input[^>]*required="" name="alt"/);
    expect(html).toContain('JPEG, PNG, WebP, AVIF or GIF, at most 10 MB.');
    expect(html).toContain('>Upload and insert</button>');
    expect(html).not.toContain('(optional)');
  });
});
