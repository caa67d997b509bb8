import { DESCRIPTION_FALLBACK, type DocumentNode } from '#shared/content.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { formatDocDate } from '../lib/dates';

/** The categories of a collection: Category (a link into it), Title, Date, Updated, Description. */
export function CategoryTable({ nodes }: { nodes: readonly DocumentNode[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="docs-table" aria-label="Categories" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Title</th>
            <th scope="col">Date</th>
            <th scope="col">Updated</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((node) => (
            <tr key={node.id} data-testid="docs-category-row">
              <td>
                <Link className="docs-table__link" to={node.to}>
                  {node.name}
                </Link>
              </td>
              <td>{node.label}</td>
              <td>{formatDocDate(node.createdAt)}</td>
              <td>{formatDocDate(node.updatedAt)}</td>
              <td>{node.description || DESCRIPTION_FALLBACK}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
