import { usePostPresence } from '#web/features/blog/hooks/use-post-presence.ts';

/** "Also editing: Ana Lee" while others have the post open; empty (but present, to be announced) when alone. */
export function PostPresence({ postId }: { postId: string }) {
  const editors = usePostPresence(postId);
  return (
    <p className="post-presence" role="status">
      {editors.length > 0 && `Also editing: ${editors.map((editor) => editor.name).join(', ')}`}
    </p>
  );
}
