import { DESCRIPTION_FALLBACK, type DocumentNode } from '#shared/content.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { formatDocDate } from '../lib/dates';

const TYPE_LABELS: Record<DocumentNode['type'], string> = { file: 'File', folder: 'Folder', category: 'Category' };

/** Folders and files: Type, Name (the first heading), Description and a Details or View action. */
export function NodeTable({ nodes, caption }: { nodes: readonly DocumentNode[]; caption: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="docs-table" aria-label={caption} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Name</th>
            <th scope="col">Description</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((node) => {
            const updated = formatDocDate(node.updatedAt);
            return (
              <tr key={node.id} data-testid="docs-row">
                <td>{TYPE_LABELS[node.type]}</td>
                <td>
                  <span className="docs-table__name">{node.label}</span>
                  {updated && (
                    <span className="docs-table__date">
                      Updated <time dateTime={node.updatedAt ?? undefined}>{updated}</time>
                    </span>
                  )}
                </td>
                <td>{node.description || DESCRIPTION_FALLBACK}</td>
                <td>
                  <Link className="button button--secondary docs-table__action" to={node.to}>
                    {node.type === 'file' ? 'View' : 'Details'}
                    <span className="visually-hidden"> {node.label}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
