/**
 * A shared request schema loaded on first use rather than with its page, so zod (about 9 KB gzip
 * with the schemas) is not in the page's first load. A form starts the download when it first gets
 * focus and waits for it at submit; a failed download is tried again at the next call.
 */
export function lazySchema<Schema>(load: () => Promise<Schema>): () => Promise<Schema> {
  let loading: Promise<Schema> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
