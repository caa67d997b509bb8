import { matchPath } from 'react-router';
import { preloadVisitorCount } from '../features/visitor-stats/api/get-visitor-stats';
import { paths } from './paths';

/**
 * Reads a page starts before its page view is recorded, so that it shows the numbers from before
 * this visit: the home page's visitor count is read first, then this visit is counted.
 */
const gates: readonly { path: string; before: () => Promise<unknown> }[] = [
  { path: paths.home, before: preloadVisitorCount },
];

export function beforePageView(pathname: string): Promise<unknown> | undefined {
  return gates.find((gate) => matchPath(gate.path, pathname))?.before();
}
