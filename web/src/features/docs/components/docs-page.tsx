import type { ReactNode } from 'react';
import { COLLECTIONS, type CollectionId, type DocumentNode } from '#shared/content.ts';
import { adjacentDocuments, findNodeTrail } from '#shared/document-tree.ts';
import { useCollectionIndex } from '#web/shared/api/collection-index.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { Breadcrumbs } from './breadcrumbs';
import { CollectionNav } from './collection-nav';
import { DocsSidebar } from './docs-sidebar';
import { DocumentPagination } from './document-pagination';
import { DocumentView } from './document-view';
import { FolderView } from './folder-view';
import './docs.css';

interface DocsPageProps {
  collection: CollectionId;
  /** The route path below the collection, e.g. `['csharp', 'basics']`. */
  segments: readonly string[];
  /** Shown for a path that is not in the collection. */
  notFound: ReactNode;
  /** What the reader may do with a document, under its heading (an editor's Edit link). */
  documentActions?: (node: DocumentNode) => ReactNode;
}

function IndexLoading({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return <Spinner page label="Loading documents…" />;
}

/** Every page of a collection: its top level, a folder, or one document, from the collection's index. */
export function DocsPage({ collection, segments, notFound, documentActions }: DocsPageProps) {
  const meta = COLLECTIONS.find((candidate) => candidate.id === collection) ?? COLLECTIONS[0];
  const { data: index, error, retry } = useCollectionIndex(collection);
  const trail = index && findNodeTrail(index, segments);
  const node = trail?.at(-1);

  if (error && !index) {
    return (
      <div className="docs-page">
        <CollectionNav />
        <h1>{meta.title}</h1>
        <LoadFailure what={`The ${meta.title} index`} error={error} onRetry={retry} />
      </div>
    );
  }
  if (!index) return <IndexLoading title={meta.title} description={meta.description} />;

  if (!trail) return notFound;
  const collectionTo = `/${collection}`;

  const crumbs = node && <Breadcrumbs collectionTitle={meta.title} collectionTo={collectionTo} trail={trail} />;

  if (node?.type === 'file') {
    return (
      <div className="docs-page">
        <CollectionNav />
        <DocumentView
          key={node.id}
          collection={collection}
          collectionTitle={meta.title}
          node={node}
          breadcrumbs={[
            { name: meta.title, path: collectionTo },
            ...trail.slice(0, -1).map((folder) => ({ name: folder.label, path: folder.to })),
          ]}
          actions={documentActions?.(node)}
          trail={crumbs}
          sidebar={<DocsSidebar title={meta.title} nodes={index.subMenu} trail={trail} />}
          pagination={<DocumentPagination {...adjacentDocuments(index, node.id)} />}
        />
      </div>
    );
  }

  return (
    <div className="docs-page">
      <CollectionNav />
      <FolderView
        key={node?.id ?? collection}
        title={node?.label ?? meta.title}
        description={node?.description ?? index.description}
        nodes={node?.children ?? index.subMenu}
        changelog={collection === 'changelogs' && !node}
        trail={crumbs}
        sidebar={<DocsSidebar title={meta.title} nodes={index.subMenu} trail={trail} />}
      />
    </div>
  );
}
