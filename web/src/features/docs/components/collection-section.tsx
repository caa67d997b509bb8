import { COLLECTIONS, type CollectionId } from '#shared/content.ts';
import { useCollectionIndex } from '#web/shared/api/collection-index.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { FolderContents } from './folder-contents';
import './docs.css';

interface CollectionSectionProps {
  collection: CollectionId;
  /** The section's heading (an h2 on a page that has its own h1). */
  heading: string;
}

/** A collection's top level as a section of another page: its description and its folders and documents. */
export function CollectionSection({ collection, heading }: CollectionSectionProps) {
  const meta = COLLECTIONS.find((candidate) => candidate.id === collection) ?? COLLECTIONS[0];
  const { data: index, error, retry } = useCollectionIndex(collection);
  const headingId = `collection-${collection}-heading`;

  return (
    <section className="docs-page" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p>{meta.description}</p>
      {error && !index ? (
        <LoadFailure what={`The ${meta.title} index`} error={error} onRetry={retry} />
      ) : index ? (
        <FolderContents nodes={index.subMenu} caption={heading} />
      ) : (
        <Spinner label="Loading documents…" />
      )}
    </section>
  );
}
