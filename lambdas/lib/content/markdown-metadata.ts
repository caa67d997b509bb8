import { splitMetadata, stripMetadataLines } from '#shared/markdown-metadata.ts';

/**
 * What the indexer reads from a markdown document's metadata block (shared/markdown-metadata.ts):
 * its opening heading, a `description:` line, dates from lines labelled date, created, updated,
 * modified or changed, and a `commit:` / `hash:` line in changelogs. Unparsable dates
 * are ignored, never thrown.
 */
export interface MarkdownMetadata {
  heading?: string;
  description?: string;
  createdAt: string | null;
  updatedAt: string | null;
  gitHash?: string;
}

/** A date the way people write it in markdown, as ISO; null for anything that is not a real date. */
export function parseDocumentDate(value: string): string | null {
  const text = value.trim().replace(/^[*_`]+|[*_`]+$/g, '');
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    // Date.UTC rolls 2026-13-45 over into 2027; a real date survives the round trip.
    if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
    // A time without a zone is UTC, as a date alone is: read as the machine's local time, the
    // indexer on a laptop and in Lambda would put the same line hours apart.
    const time = text.slice(11);
    const withTime =
      text.length > 10
        ? Date.parse(`${text.slice(0, 10)}T${time}${/(?:Z|[+-]\d{2}:?\d{2})$/.test(time) ? '' : 'Z'}`)
        : date.getTime();
    return Number.isNaN(withTime) ? null : new Date(withTime).toISOString();
  }
  if (!/[a-z]{3}/i.test(text) || !/\d{4}/.test(text)) return null;
  const parsed = Date.parse(`${text} UTC`);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

export function readMarkdownMetadata(markdown: string): MarkdownMetadata {
  const { heading, entries } = splitMetadata(markdown);
  const metadata: MarkdownMetadata = { heading, createdAt: null, updatedAt: null };
  for (const { label, value } of entries) {
    if (label === 'description') metadata.description ??= value;
    else if (label === 'commit' || label === 'hash') metadata.gitHash ??= /^[0-9a-f]{7,40}$/i.exec(value)?.[0];
    else if (label === 'date' || label === 'created') metadata.createdAt ??= parseDocumentDate(value);
    else metadata.updatedAt ??= parseDocumentDate(value);
  }
  return metadata;
}

/** Inline markdown as the words it shows: `[text](url)` as text, emphasis and code marks dropped. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What a folder's `index.md` says about the folder: its `description:` line, else its first
 * paragraph as plain text; undefined when it has neither.
 */
export function folderDescription(markdown: string): string | undefined {
  const described = readMarkdownMetadata(markdown).description;
  if (described) return described;
  const paragraph = stripMetadataLines(markdown)
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .find((block) => block !== '' && !/^(#|```|~~~|[-*+>|]\s|\d+\.\s)/.test(block));
  return paragraph ? plainText(paragraph) || undefined : undefined;
}
