import type { DocumentNode } from '#shared/content.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { changelogEntries } from '../lib/changelogs';
import { formatDocDate } from '../lib/dates';

/** The releases, newest first, numbered, with their date and git hash. */
export function ChangelogList({ nodes }: { nodes: readonly DocumentNode[] }) {
  const entries = changelogEntries(nodes);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="docs-table" aria-label="Releases" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Release</th>
            <th scope="col">Date</th>
            <th scope="col">Git hash</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, position) => (
            <tr key={entry.id} data-testid="changelog-row">
              <td>{position + 1}</td>
              <td>
                <Link className="docs-table__link" to={entry.to}>
                  {entry.label}
                </Link>
              </td>
              <td>{formatDocDate(entry.createdAt ?? entry.updatedAt)}</td>
              <td>{entry.gitHash ? <code>{entry.gitHash}</code> : ''}</td>
              <td>{entry.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
