import { matchPath } from 'react-router';
import { paths } from './paths';

/**
 * Reads a page starts before its page view is recorded, so that it shows the numbers from before
 * this visit: the home page's visitor count is read first, then this visit is counted.
 */
const gates: readonly { path: string; before: () => Promise<unknown> }[] = [
  // Imported on demand: only the home page needs it, and its chunk holds it already.
  {
    path: paths.home,
    before: () => import('#web/features/visitor-stats/api/get-visitor-stats.ts').then((m) => m.preloadVisitorCount()),
  },
];

export function beforePageView(pathname: string): Promise<unknown> | undefined {
  return gates.find((gate) => matchPath(gate.path, pathname))?.before();
}
