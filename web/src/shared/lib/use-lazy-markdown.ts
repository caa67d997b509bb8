import { useSWR } from '#web/shared/api/swr.ts';

/** The shared markdown renderer (markdown-it), a chunk of its own that a pre-rendered page never loads. */
export const loadMarkdownRenderer = () => import('#shared/markdown/renderer.ts');

/** What a page shows of a rendered markdown text. */
export interface RenderedMarkdownBody {
  /** The text's own opening heading, when the renderer takes it out. */
  title?: string;
  html: string;
  hasCode: boolean;
}

/** The same text renders to the same HTML: never rendered twice for one version of an item. */
const ONCE_PER_VERSION = { revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false };

/**
 * An item's markdown as HTML, through the shared renderer. It is a read like the item's own
 * (shared/api/swr.ts), keyed by what the text is, the item's id and its version: a pre-rendered
 * page carries the HTML in its page data, so the browser hydrates it without loading markdown-it
 * (41 KB gzip, against the first-load budgets of docs/rendering.md); an item reached in the SPA
 * loads the renderer once.
 */
export function useLazyMarkdown(
  key: readonly [what: string, id: string, version: string],
  render: (renderer: Awaited<ReturnType<typeof loadMarkdownRenderer>>) => RenderedMarkdownBody,
) {
  return useSWR<RenderedMarkdownBody>(key, async () => render(await loadMarkdownRenderer()), ONCE_PER_VERSION);
}
