import { Fragment, useState } from 'react';
import './line-diff.css';
import { type DiffLine, diffLines, foldUnchanged } from '#web/shared/lib/line-diff.ts';

const MARKS = { same: ' ', added: '+', removed: '−' } as const;
const SPOKEN = { same: '', added: 'Added: ', removed: 'Removed: ' } as const;

/** Unchanged lines kept around each change; longer unchanged runs fold behind a marker. */
const CONTEXT_LINES = 3;

function DiffLineItem({ line }: { line: DiffLine }) {
  return (
    <li className={`line-diff__line line-diff__line--${line.kind}`} data-kind={line.kind}>
      <span className="line-diff__mark" aria-hidden="true">
        {MARKS[line.kind]}
      </span>
      {SPOKEN[line.kind] && <span className="visually-hidden">{SPOKEN[line.kind]}</span>}
      {line.text}
    </li>
  );
}

/**
 * The lines of `after` against `before`: added lines marked +, removed lines −, with three unchanged
 * lines around each change; a longer unchanged run is one "N unchanged lines" marker that shows it.
 */
export function LineDiffView({ before, after, label }: { before: string; after: string; label: string }) {
  const lines = diffLines(before, after);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  if (lines.every((line) => line.kind === 'same')) return <p>No lines differ.</p>;
  const parts = foldUnchanged(lines, CONTEXT_LINES);
  return (
    <ol className="line-diff" aria-label={label}>
      {parts.map((part, position) =>
        part.kind === 'folded' && !opened.has(position) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts have no identity but their place.
          <li key={position} className="line-diff__fold" data-kind="folded">
            <button
              type="button"
              className="text-link"
              onClick={() => setOpened((open) => new Set(open).add(position))}
            >
              <span className="visually-hidden">Show </span>
              {part.lines.length} unchanged lines
            </button>
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a diff's parts have no identity but their place.
          <Fragment key={position}>
            {part.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a diff's lines have no identity but their place.
              <DiffLineItem key={index} line={line} />
            ))}
          </Fragment>
        ),
      )}
    </ol>
  );
}
