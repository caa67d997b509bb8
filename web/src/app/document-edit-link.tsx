import type { CollectionId, DocumentNode } from '#shared/content.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { writeAccessNotice } from '#web/features/auth/lib/access.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { documentLinks } from './paths';

/**
 * "Edit this page" on a document, for editors and admins only. A pre-rendered page is every
 * visitor's page: the auth state reads as a visitor's until the page is hydrated, so the link
 * appears only after that, and the HTML that hydrates never has it.
 */
export function DocumentEditLink({ collection, node }: { collection: CollectionId; node: DocumentNode }) {
  const { status, user } = useAuth();
  if (writeAccessNotice(status, user?.roles ?? [], 'editor') !== 'none') return null;
  const path = node.filepath.replace(/\.md$/i, '');
  return (
    <Link className="button button--secondary docs-document__edit" to={documentLinks.edit(collection, path)}>
      Edit this page
    </Link>
  );
}
