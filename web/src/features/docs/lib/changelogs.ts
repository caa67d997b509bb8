import type { DocumentNode } from '#shared/content.ts';

function releaseTime(node: DocumentNode): number | undefined {
  const value = node.createdAt ?? node.updatedAt;
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The changelog entries, newest first by their date (`date:` line, else `updated:`); entries
 * without a date go last, and equal dates fall back to the file name (which starts with the date).
 */
export function changelogEntries(nodes: readonly DocumentNode[]): DocumentNode[] {
  return nodes
    .filter((node) => node.type === 'file')
    .sort((a, b) => {
      const [timeA, timeB] = [releaseTime(a), releaseTime(b)];
      if (timeA !== timeB) {
        if (timeA === undefined) return 1;
        if (timeB === undefined) return -1;
        return timeB - timeA;
      }
      return b.name.localeCompare(a.name);
    });
}
