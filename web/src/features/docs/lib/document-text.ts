/** The markup a rendered document adds around its text for readers with a screen: not words of the document. */
const CHROME = [
  /<a class="heading-anchor"[^>]*>[\s\S]*?<\/a>/g, // a heading's link to itself ("Link to this section: …", "#")
  /<div class="code-block__bar">[\s\S]*?<\/div>/g, // a code block's language label and Copy button
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
  return ENTITIES[name] ?? entity;
}

/**
 * A rendered document's words as a reader sees them (what the site's search matches and cuts
 * excerpts from): the HTML of the markdown renderer (shared/markdown/renderer.ts), its own
 * controls left out, tags taken out between words, entities decoded, whitespace collapsed.
 */
export function documentText(html: string): string {
  let text = html;
  for (const pattern of CHROME) text = text.replace(pattern, ' ');
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
