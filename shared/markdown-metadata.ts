/**
 * The metadata block of a markdown document, read the same way by the indexer (server side) and
 * stripped the same way by the renderer (SPA): the lines labelled description, date, created,
 * updated, modified, changed, commit or hash that follow the document's opening `# heading` (or
 * open a document without one). The same labels further down are body text.
 */
const METADATA_LABELS = ['description', 'date', 'created', 'updated', 'modified', 'changed', 'commit', 'hash'] as const;
type MetadataLabel = (typeof METADATA_LABELS)[number];

/** How many lines below the heading the block may start or span. */
const METADATA_WINDOW = 12;
const LABELLED_LINE = new RegExp(`^[\\s>*_-]*(${METADATA_LABELS.join('|')})[*_]*\\s*:[*_]*\\s*(\\S.*?)\\s*$`, 'i');
// A closing run of #s counts only after a space (CommonMark): `# C#` is the heading "C#".
const HEADING = /^#\s+(.+?)(?:\s+#+)?\s*$/;

interface MetadataEntry {
  label: MetadataLabel;
  value: string;
}

export interface SplitDocument {
  heading?: string;
  entries: MetadataEntry[];
  /** The document with its metadata lines removed (the heading stays). */
  withoutMetadata: string;
}

export function splitMetadata(markdown: string): SplitDocument {
  const lines = markdown.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start = lines.findIndex((line) => line.trim() !== '');
  if (start === -1) return { entries: [], withoutMetadata: markdown };
  const heading = HEADING.exec(lines[start] ?? '')?.[1];
  if (heading !== undefined) start += 1;
  const kept = lines.slice(0, start);
  const entries: MetadataEntry[] = [];
  let index = start;
  for (; index < lines.length && index < start + METADATA_WINDOW; index += 1) {
    const line = lines[index] ?? '';
    const labelled = LABELLED_LINE.exec(line);
    if (labelled?.[1] && labelled[2]) {
      entries.push({ label: labelled[1].toLowerCase() as MetadataLabel, value: labelled[2] });
      continue;
    }
    // Blank lines may stand between the heading and the block; a blank line after it ends it.
    if (line.trim() !== '' || entries.length > 0) break;
    kept.push(line);
  }
  return { heading, entries, withoutMetadata: [...kept, ...lines.slice(index)].join('\n') };
}

/**
 * The document without its metadata lines; the heading stays. The renderer shows the body this
 * way, so the block the indexer reads never appears as text.
 */
export function stripMetadataLines(markdown: string): string {
  return splitMetadata(markdown).withoutMetadata;
}
