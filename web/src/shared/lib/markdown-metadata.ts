/** How far below the heading metadata lines are looked for. */
const METADATA_LINES = 12;
const METADATA_LINE =
  /^[\s>*_-]*(description|date|created|updated|modified|changed|commit|hash)[*_]*\s*:[*_]*\s*\S.*$/i;
const HEADING = /^#\s+\S/;

/**
 * Removes the metadata lines (`description: …`, `updated: 2026-01-02`, `commit: a1b2c3d`) that
 * follow a document's first heading (or open a document without one); the same labels further
 * down are body text and stay.
 */
export function stripMetadataLines(markdown: string): string {
  const lines = markdown.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start = lines.findIndex((line) => line.trim() !== '');
  if (start === -1) return markdown;
  if (HEADING.test(lines[start] ?? '')) start += 1;
  const kept = lines.slice(0, start);
  let index = start;
  for (; index < lines.length && index < start + METADATA_LINES; index += 1) {
    const line = lines[index] ?? '';
    if (METADATA_LINE.test(line)) continue;
    if (line.trim() !== '') break;
    kept.push(line);
  }
  return [...kept, ...lines.slice(index)].join('\n');
}
