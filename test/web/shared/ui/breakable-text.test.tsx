import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BreakableText } from '#web/shared/ui/breakable-text.tsx';

const markup = (text: string) => renderToStaticMarkup(<BreakableText text={text} />);

describe('BreakableText', () => {
  it('lets an e-mail address wrap after its @ and before its dots, nowhere else', () => {
    expect(markup('ada.admin@example.com')).toBe('ada<wbr/>.admin@<wbr/>example<wbr/>.com');
  });

  it('lets a path wrap after each slash', () => {
    expect(markup('/docs/tech-docs')).toBe('/<wbr/>docs/<wbr/>tech<wbr/>-docs');
  });

  it('leaves text without separators whole', () => {
    expect(markup('Uma')).toBe('Uma');
  });
});
