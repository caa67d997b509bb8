import type { ContentDocument } from '#shared/content.ts';
import { MarkdownPreview } from '#web/shared/ui/markdown-preview.tsx';
import { LineDiffView } from './line-diff-view';

interface VersionComparisonProps {
  version: ContentDocument;
  /** The current version; null while the document is deleted, undefined while it loads. */
  current: ContentDocument | null | undefined;
}

/** A version as the site would show it, and the lines that restoring it would change in the current version. */
export function VersionComparison({ version, current }: VersionComparisonProps) {
  return (
    <>
      <section className="document-history__section" aria-labelledby="version-rendered">
        <h2 id="version-rendered">This version</h2>
        <div className="document-history__rendered">
          <MarkdownPreview markdown={version.markdown} />
        </div>
      </section>
      <section className="document-history__section" aria-labelledby="version-changes">
        <h2 id="version-changes">Changes against the current version</h2>
        {current === null ? (
          <p>The document is deleted: there is no current version to compare with.</p>
        ) : current === undefined ? (
          <p>Loading the current version…</p>
        ) : current.versionId === version.versionId ? (
          <p>This is the current version.</p>
        ) : (
          <>
            <p className="field__hint">+ lines only this version has, − lines only the current version has.</p>
            <LineDiffView
              before={current.markdown}
              after={version.markdown}
              label="Lines that differ from the current version"
            />
          </>
        )}
      </section>
    </>
  );
}
