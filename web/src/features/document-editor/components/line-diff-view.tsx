import { diffLines } from '#web/shared/lib/line-diff.ts';

const MARKS = { same: ' ', added: '+', removed: '−' } as const;
const SPOKEN = { same: '', added: 'Added: ', removed: 'Removed: ' } as const;

/** The lines of `after` against `before`: added lines marked +, removed lines −, the rest as they are. */
export function LineDiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const lines = diffLines(before, after);
  if (lines.every((line) => line.kind === 'same')) return <p>No lines differ.</p>;
  return (
    <ol className="line-diff" aria-label={label}>
      {lines.map((line, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines have no identity but their place.
        <li key={position} className={`line-diff__line line-diff__line--${line.kind}`} data-kind={line.kind}>
          <span className="line-diff__mark" aria-hidden="true">
            {MARKS[line.kind]}
          </span>
          {SPOKEN[line.kind] && <span className="visually-hidden">{SPOKEN[line.kind]}</span>}
          {line.text}
        </li>
      ))}
    </ol>
  );
}
