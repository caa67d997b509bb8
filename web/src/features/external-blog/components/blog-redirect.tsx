import { useEffect } from 'react';
import { blogRedirectDecision } from '#web/features/external-blog/lib/blog-redirect.ts';
import { Link } from '#web/shared/ui/link.tsx';

interface BlogRedirectProps {
  /** The external blog's address from the build's configuration. */
  configuredUrl: string | undefined;
  /** Where the site's own posts are, offered when there is nowhere to send the visitor. */
  postsPath: string;
}

/**
 * Replaces this page with the external blog (no history entry, so Back returns to where the visitor
 * came from). Without a usable address it says so and links the site's own posts instead.
 */
export function BlogRedirect({ configuredUrl, postsPath }: BlogRedirectProps) {
  const decision = blogRedirectDecision(configuredUrl, window.location.href);
  const target = decision.action === 'redirect' ? decision.url : undefined;

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  if (target) {
    return (
      <p role="status">
        Taking you to the blog at <a href={target}>{new URL(target).host}</a>…
      </p>
    );
  }
  return (
    <>
      <p>
        {decision.action === 'unconfigured'
          ? 'No external blog is configured for this site, so there is nowhere to send you.'
          : 'The external blog’s address in this site’s configuration is not a valid http or https URL, so you are not sent there.'}
      </p>
      <p>
        <Link className="button" to={postsPath}>
          Read the posts on this site
        </Link>
      </p>
    </>
  );
}
