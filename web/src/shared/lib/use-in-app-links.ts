import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A click handler for rendered markdown: a plain left click on a same-origin link (`/posts/x`)
 * moves within the SPA instead of reloading the page; modified clicks, other origins and links
 * with a target keep the browser's behaviour.
 */
export function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  };
}
