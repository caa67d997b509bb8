import type { PageMeta, RenderBundle } from '#shared/render/render-contract.ts';

/**
 * A stand-in for the SPA's server build (the page renderer imports it through RENDER_BUNDLE): a
 * page shows `source.title` and says `source.search` (its search record) or, when `source.gone`,
 * that its item is gone (404), all read when its render reads its data; a page in `source.failing`
 * fails its render. A test can hold a render right after that read, to let another render run meanwhile.
 */
export const source: {
  title: string;
  search?: PageMeta['search'];
  gone?: boolean;
  failing?: Set<string>;
  /** How long a render takes after its read (ms): renders of one call then overlap. */
  renderMs?: number;
} = {
  title: '',
};

/** Renders under way now, and the most at once since the last reset. */
export const inFlight = { now: 0, most: 0 };

/** Each read of a render, in order: the page, what it read and when (ms since the epoch). */
export const reads: Array<{ pathname: string; title: string; readAt: number }> = [];

let afterNextRead: (() => Promise<void>) | undefined;

/** The next render waits for `hold` after reading its data, before it answers its page. */
export function holdNextRenderAfterRead(hold: () => Promise<void>): void {
  afterNextRead = hold;
}

export const renderBundle: RenderBundle = {
  configureServerFetch: () => {},
  renderPage: async (pathname) => {
    inFlight.now += 1;
    inFlight.most = Math.max(inFlight.most, inFlight.now);
    try {
      if (source.failing?.has(pathname)) throw new Error(`The render of ${pathname} failed`);
      const read = { pathname, title: source.title, readAt: Date.now() };
      const { search, gone, renderMs } = source;
      reads.push(read);
      const hold = afterNextRead;
      afterNextRead = undefined;
      await hold?.();
      if (renderMs) await new Promise((resolve) => setTimeout(resolve, renderMs));
      return gone
        ? { pathname, status: 404, html: '<h1>Not found</h1>', meta: { title: 'Not found', status: 404 }, data: {} }
        : {
            pathname,
            status: 200,
            html: `<h1>${read.title}</h1><p data-path="${pathname}"></p>`,
            meta: { title: read.title, search },
            data: {},
          };
    } finally {
      inFlight.now -= 1;
    }
  },
  pageDocument: (page, { template }) => template.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`),
};
