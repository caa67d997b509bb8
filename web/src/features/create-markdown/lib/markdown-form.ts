import type { CollectionIndex, DocumentNode } from '#shared/content.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';

/** The text fields of the form; the folder is typed as `a/b/c`. */
export interface MarkdownFormValues {
  collection: string;
  folder: string;
  name: string;
  description: string;
  markdown: string;
}

/** `a/b/c` → ['a', 'b', 'c']; spaces around names and empty names (`/a//b/`) are dropped. */
export function parseFolder(text: string): string[] {
  return text
    .split('/')
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0);
}

/** The request body of the form's values: folder split into names, blank optional fields left out. */
export function markdownRequestOf(values: MarkdownFormValues) {
  const folder = parseFolder(values.folder);
  const description = values.description.trim();
  return {
    collection: values.collection,
    ...(folder.length > 0 ? { folder } : {}),
    name: values.name.trim(),
    ...(description ? { description } : {}),
    markdown: values.markdown,
  };
}

/** Errors of the request's fields as errors of the form's fields: `folder.2` belongs to Folder. */
export function formFieldErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    if (message === undefined) continue;
    const formField = field.startsWith('folder.') ? 'folder' : field;
    mapped[formField] ??= message;
  }
  return mapped;
}

/** Every folder of a collection as `a/b/c` (its path in the collection), in index order. */
export function folderPaths(index: CollectionIndex | undefined): string[] {
  const paths: string[] = [];
  const visit = (nodes: readonly DocumentNode[]) => {
    for (const node of nodes) {
      if (node.type === 'file') continue;
      paths.push(node.filepath);
      visit(node.children ?? []);
    }
  };
  visit(index?.subMenu ?? []);
  return paths;
}

/** The docs page of the folder a document is in: its route without the last segment. */
export function folderRouteOf(to: string, collection: string): string {
  const parent = to.slice(0, to.lastIndexOf('/'));
  return parent.length > 1 ? parent : `/${collection}`;
}

/** The lines the server writes under a new document's heading (lambdas/lib/content/markdown-files.ts). */
const STORED_METADATA = /^(description|created|updated): ?(.*)$/;

/**
 * A stored submission as the form's values, to change and send again: its path split into folder
 * and name, and the description and dates the server wrote under the heading taken out of the text
 * (the server writes them again).
 */
export function formValuesOfSubmission(submission: {
  collection: string;
  path: string;
  markdown?: string;
}): MarkdownFormValues {
  const names = submission.path.split('/');
  const lines = (submission.markdown ?? '').split('\n');
  let description = '';
  const start = lines[0]?.startsWith('# ') ? 1 : 0;
  let end = start;
  for (; end < lines.length; end++) {
    const metadata = STORED_METADATA.exec(lines[end] ?? '');
    if (!metadata) break;
    if (metadata[1] === 'description') description = metadata[2] ?? '';
  }
  const body = [...lines.slice(0, start), ...lines.slice(end)].join('\n').trim();
  return {
    collection: submission.collection,
    folder: names.slice(0, -1).join('/'),
    name: names.at(-1) ?? '',
    description,
    markdown: body,
  };
}
