import { paths } from '#web/app/paths.ts';
import { BlogRedirect } from '#web/features/external-blog/components/blog-redirect.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/blog` leaves for the external blog host set at build time (`VITE_EXTERNAL_BLOG_URL`). */
export function BlogPage() {
  useDocumentTitle('Blog');

  return (
    <article className="message-page">
      <h1>Blog</h1>
      <BlogRedirect configuredUrl={import.meta.env.VITE_EXTERNAL_BLOG_URL} postsPath={paths.posts} />
    </article>
  );
}
