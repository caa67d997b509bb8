import { recordPostView } from '#web/features/blog/api/record-post-view.ts';
import { createViewedPosts, recordViewOnce, viewCountText } from '#web/features/blog/lib/post-views.ts';
import { whenAnalyticsAccepted } from '#web/features/consent/lib/page-consent.ts';
import { defineIsland } from './define-island';

/**
 * `<site-post-views data-post-id>` around a published post's view count
 * (features/blog/components/post-view.tsx): once analytics are accepted (now, or by a choice made
 * on the page, as the page view waits), counts one view of the post per browser session, as the
 * app's post page does (the same request, and the same sessionStorage mark, so the app and this
 * page never count one visit twice), and shows the count the server answers. Without that consent
 * nothing is sent or stored.
 */
export function definePostViews(): void {
  defineIsland('site-post-views', () => {
    const viewedPosts = createViewedPosts();
    return class extends HTMLElement {
      #stopWaiting: (() => void) | undefined;

      connectedCallback() {
        const id = this.dataset.postId;
        if (!id) return;
        this.#stopWaiting = whenAnalyticsAccepted(() => {
          recordViewOnce(id, recordPostView, viewedPosts).then(
            (answer) => {
              if (answer) this.textContent = viewCountText(answer.viewCount);
            },
            (error: unknown) => console.warn(`The view of post ${id} was not counted.`, error),
          );
        });
      }

      disconnectedCallback() {
        this.#stopWaiting?.();
      }
    };
  });
}
