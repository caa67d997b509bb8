import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { MediaLibrary } from '#web/features/media/components/media-library.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/**
 * `/editor/media`: every uploaded image, newest first, with its alt text, size, use and status;
 * admins may delete any, editors the ones they uploaded. Images are uploaded where they are used
 * (the editors' "Insert image", the profile picture).
 */
export function EditorMediaPage() {
  const { user, isAdmin } = useAuth();
  return (
    <Page title="Media" wide>
      <p>Images are uploaded with “Insert image” in the post, document and project editors.</p>
      {user && <MediaLibrary viewer={{ user, isAdmin }} />}
    </Page>
  );
}
