import { useParams } from 'react-router';
import type { CollectionId } from '#shared/content.ts';
import { pathSegments } from '#shared/document-tree.ts';
import { DocumentEditLink } from '#web/app/document-edit-link.tsx';
import { DocsPage } from '#web/features/docs/components/docs-page.tsx';
import { NotFoundPage } from './not-found';

/** A documentation collection at `/<collection>/*`: its top level, a folder or a document. */
export function DocsRoutePage({ collection }: { collection: CollectionId }) {
  const { '*': splat, slug } = useParams();
  const segments = slug === undefined ? pathSegments(splat) : [slug];
  return (
    <DocsPage
      key={collection}
      collection={collection}
      segments={segments}
      notFound={<NotFoundPage />}
      documentActions={(node) => <DocumentEditLink collection={collection} node={node} />}
    />
  );
}
