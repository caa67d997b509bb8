import type { CollectionId, DocumentNode } from '#shared/content.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { AudienceOnly } from './audience-only';
import { documentLinks } from './paths';

/**
 * "Edit this page" on a document, for editors and admins only: in the page for every visitor,
 * hidden, and shown to an editor by the app or, on the pre-rendered page, by its island.
 */
export function DocumentEditLink({ collection, node }: { collection: CollectionId; node: DocumentNode }) {
  const path = node.filepath.replace(/\.md$/i, '');
  return (
    <AudienceOnly audience="editor">
      <Link className="button button--secondary docs-document__edit" to={documentLinks.edit(collection, path)}>
        Edit this page
      </Link>
    </AudienceOnly>
  );
}
