import { useEffect, useId, useRef, useState } from 'react';
import { LineDiffView } from './line-diff-view';
import './conflict-panel.css';

interface ConflictPanelProps {
  /** Who saved the text now current, and when: "Ana Lee saved it at 10:42". */
  theirsLabel: string;
  theirs: string;
  mine: string;
  /** Saves my text on top of theirs (theirs stays in the history). */
  onKeepMine: () => void;
  /** Replaces my text with theirs in the form (mine stays in this panel until it closes). */
  onTakeTheirs: () => void;
  busy?: boolean;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {copied ? 'Copied' : label}
    </button>
  );
}

/**
 * A save refused because someone saved first: their text and mine side by side, the lines that
 * differ, and what to do, shown beside the Save button where the editor is looking (its heading
 * takes the focus when it appears). Nothing is lost whichever is chosen: "Keep mine" saves on top
 * of theirs, so theirs stays in the history; "Take theirs" keeps mine here to copy from.
 */
export function ConflictPanel({ theirsLabel, theirs, mine, onKeepMine, onTakeTheirs, busy }: ConflictPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="conflict-panel" aria-labelledby={headingId} role="alert">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Someone else saved first
      </h2>
      <p>{theirsLabel}. Your text was not saved; it is still here. Choose which to keep.</p>
      <div className="conflict-panel__texts">
        <section aria-label="Their text">
          <h3>Their text</h3>
          <pre className="conflict-panel__text">{theirs}</pre>
          <CopyButton text={theirs} label="Copy their text" />
        </section>
        <section aria-label="Your text">
          <h3>Your text</h3>
          <pre className="conflict-panel__text">{mine}</pre>
          <CopyButton text={mine} label="Copy your text" />
        </section>
      </div>
      <details>
        <summary>Lines that differ</summary>
        <LineDiffView before={theirs} after={mine} label="Your lines against theirs" />
      </details>
      <p className="form__actions">
        <button className="button" type="button" onClick={onKeepMine} disabled={busy}>
          Keep mine
        </button>
        <button className="button button--secondary" type="button" onClick={onTakeTheirs} disabled={busy}>
          Take theirs
        </button>
      </p>
    </section>
  );
}
