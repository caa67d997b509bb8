import { useEffect, useRef, useState } from 'react';
import type { ContentDocument } from '#shared/content.ts';
import { deleteDocument } from '#web/features/document-editor/api/delete-document.ts';
import { type DocumentAddress, useDocumentFile } from '#web/features/document-editor/api/get-document-file.ts';
import { useDocumentVersions } from '#web/features/document-editor/api/get-document-versions.ts';
import { restoreDocumentVersion } from '#web/features/document-editor/api/restore-document-version.ts';
import { formatVersionTime } from '#web/features/document-editor/lib/version-format.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { focusAfterDialogs } from '#web/shared/lib/focus-after-dialogs.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { VersionComparison } from './version-comparison';
import { VersionsTable } from './versions-table';
import './document-editor.css';

interface DocumentHistoryLinks {
  page: string;
  edit: string;
}

interface SelectedVersionProps {
  address: DocumentAddress;
  versionId: string;
  current: ContentDocument | null | undefined;
  onRestore: (version: ContentDocument) => Promise<void>;
}

/**
 * One version, loaded: its changes against the current one with Restore (confirmed) beside them,
 * then the version rendered. It takes the focus once loaded, so the reader who chose it from the
 * versions below is brought up to it.
 */
function SelectedVersion({ address, versionId, current, onRestore }: SelectedVersionProps) {
  const { data: version, error, mutate } = useDocumentFile(address, versionId);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = version !== undefined;
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);
  if (error && !version) return <LoadFailure what="The version" error={error} onRetry={() => void mutate()} />;
  if (!version) return <Spinner label="Loading the version…" />;
  const when = formatVersionTime(version.lastModified);
  return (
    <VersionComparison
      version={version}
      current={current}
      headingRef={heading}
      actions={
        <ConfirmButton
          label="Restore this version"
          className="button"
          disabled={current?.versionId === version.versionId}
          title="Restore this version?"
          actions={[{ label: 'Restore', pendingLabel: 'Restoring…', tone: 'secondary', run: () => onRestore(version) }]}
        >
          <p>
            The version of {when} becomes the current one, saved as a new version: the versions after it stay in the
            history.
          </p>
        </ConfirmButton>
      }
    />
  );
}

interface DocumentHistoryProps {
  address: DocumentAddress;
  links: DocumentHistoryLinks;
  /** Admins may delete the document (its history stays). */
  canDelete: boolean;
}

/**
 * `/editor/documents/history`: a document's versions; the one chosen is compared with the current
 * one above the list, with Restore; Delete for admins.
 */
export function DocumentHistory({ address, links, canDelete }: DocumentHistoryProps) {
  const versions = useDocumentVersions(address);
  const current = useDocumentFile(address);
  const [selectedId, setSelectedId] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const noticeBox = useRef<HTMLDivElement>(null);
  const deleted = current.error instanceof ApiError && current.error.status === 404;
  // A restore or delete takes away the button that had the focus (and its dialog): the result takes it.
  useEffect(() => (notice ? focusAfterDialogs(noticeBox.current) : undefined), [notice]);

  async function refresh() {
    await Promise.all([versions.mutate(), current.mutate()]);
  }

  async function restore(version: ContentDocument) {
    await restoreDocumentVersion(address, version.versionId);
    setNotice(
      `The version of ${formatVersionTime(version.lastModified)} is current again. The page will be updated within a minute.`,
    );
    setSelectedId(undefined);
    await refresh();
  }

  async function remove() {
    await deleteDocument(address);
    setNotice('The document is deleted; its page goes within a minute. Restore a version to bring it back.');
    setSelectedId(undefined);
    await refresh();
  }

  if (versions.error && !versions.data) {
    return <LoadFailure what="The versions" error={versions.error} onRetry={() => void versions.mutate()} />;
  }
  if (!versions.data) return <Spinner label="Loading the versions…" />;

  return (
    <div className="page-stack document-history">
      {notice && (
        <div ref={noticeBox} tabIndex={-1}>
          <Alert tone="success">{notice}</Alert>
        </div>
      )}
      {deleted && !notice && <Alert tone="info">This document is deleted. Restore a version to bring it back.</Alert>}
      {!deleted && (
        <p>
          <Link to={links.page}>Open the page</Link> · <Link to={links.edit}>Edit the document</Link>
        </p>
      )}
      {selectedId && (
        <SelectedVersion
          key={selectedId}
          address={address}
          versionId={selectedId}
          current={deleted ? null : current.data}
          onRestore={restore}
        />
      )}
      <VersionsTable versions={versions.data} selectedId={selectedId} onSelect={setSelectedId} />
      {canDelete && !deleted && (
        <ConfirmButton
          label="Delete document"
          title="Delete this document?"
          actions={[{ label: 'Delete', pendingLabel: 'Deleting…', run: remove }]}
        >
          <p>Its page leaves the site within a minute. The history stays: restoring a version brings it back.</p>
        </ConfirmButton>
      )}
    </div>
  );
}
