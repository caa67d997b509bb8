import { useEffect, useSyncExternalStore } from 'react';
import { createPolledRead, type PolledReadState } from '#web/shared/api/polled-read.ts';
import { fetchVisitorCount, type VisitorCount } from './fetch-visitor-count';

/**
 * The count, read once per visit of the home page (reads within 2 s are one): no poll, no read on
 * focus. A small store of the shell's own rather than SWR, so the home page's first load carries
 * no SWR (the 100 KB first-load budget, docs/rendering.md).
 */
const visitorCount = createPolledRead(fetchVisitorCount, { revalidateOnFocus: false });

/** Not part of a pre-rendered page: the count is the visitor's own moment's, and it follows the content. */
const NOT_YET: PolledReadState<VisitorCount> = { isValidating: false };

/** Starts the request before the page view is recorded; resolves (never rejects) once the count is known. */
export async function preloadVisitorCount(): Promise<VisitorCount | undefined> {
  await visitorCount.revalidateOnMount();
  return visitorCount.getSnapshot().data;
}

export function useVisitorCount(): PolledReadState<VisitorCount> {
  const state = useSyncExternalStore(visitorCount.subscribe, visitorCount.getSnapshot, () => NOT_YET);
  useEffect(() => {
    void visitorCount.revalidateOnMount();
  }, []);
  return state;
}
