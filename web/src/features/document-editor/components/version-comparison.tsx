import type { ReactNode, Ref } from 'react';
import type { ContentDocument } from '#shared/content.ts';
import { LineDiffView } from '#web/shared/ui/line-diff-view.tsx';
import { MarkdownPreview } from '#web/shared/ui/markdown-preview.tsx';

interface VersionComparisonProps {
  version: ContentDocument;
  /** The current version; null while the document is deleted, undefined while it loads. */
  current: ContentDocument | null | undefined;
  /** Shown beside the changes' heading: what can be done with this version (Restore). */
  actions?: ReactNode;
  /** The changes' heading, for the page to move focus to when a version is chosen. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The lines that restoring a version would change in the current version (each change with a few
 * lines around it), the version's actions beside them, then the version as the site would show it.
 */
export function VersionComparison({ version, current, actions, headingRef }: VersionComparisonProps) {
  return (
    <>
      <section className="document-history__section" aria-labelledby="version-changes">
        <div className="document-history__heading">
          <h2 id="version-changes" ref={headingRef} tabIndex={-1}>
            Changes against the current version
          </h2>
          {actions}
        </div>
        {current === null ? (
          <p>The document is deleted: there is no current version to compare with.</p>
        ) : current === undefined ? (
          <p>Loading the current version…</p>
        ) : current.versionId === version.versionId ? (
          <p>This is the current version.</p>
        ) : (
          <>
            <p className="field__hint">
              + lines only this version has, − lines only the current version has; unchanged lines far from a change are
              folded.
            </p>
            <LineDiffView
              before={current.markdown}
              after={version.markdown}
              label="Lines that differ from the current version"
            />
          </>
        )}
      </section>
      <section className="document-history__section" aria-labelledby="version-rendered">
        <h2 id="version-rendered">This version</h2>
        <div className="document-history__rendered">
          <MarkdownPreview markdown={version.markdown} />
        </div>
      </section>
    </>
  );
}
