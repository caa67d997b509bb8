import { useEffect, useState } from 'react';
import type { PostEditorPresence } from '#shared/blog.ts';
import { announcePostPresence, leavePostPresence } from '#web/features/blog/api/post-presence.ts';

/** How often the open edit screen says it is still open; the server forgets an editor not heard from for a while. */
const PRESENCE_REFRESH_MS = 20_000;

/**
 * While the post's edit screen is open: says so at once and every 20 s, and answers the other
 * editors who have it open; says it left when the screen closes (or the tab goes). A failed call
 * keeps the last answer: presence is a hint, never in the way of editing.
 */
export function usePostPresence(postId: string): PostEditorPresence[] {
  const [editors, setEditors] = useState<PostEditorPresence[]>([]);
  useEffect(() => {
    let open = true;
    const announce = () =>
      announcePostPresence(postId).then(
        (others) => open && setEditors(others),
        () => undefined,
      );
    void announce();
    const timer = setInterval(() => void announce(), PRESENCE_REFRESH_MS);
    const leave = () => void leavePostPresence(postId).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      open = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [postId]);
  return editors;
}
