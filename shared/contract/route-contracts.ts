import { accountRoutes } from './account-routes';
import { blogRoutes } from './blog-routes';
import { mediaRoutes } from './media-routes';
import type { RouteContract, TableRouteId } from './route-contract';
import { siteRoutes } from './site-routes';

/** Every route of the table with its contract: the type check refuses a route without one. */
export const routeContracts: Readonly<Record<TableRouteId, RouteContract>> = {
  ...accountRoutes,
  ...blogRoutes,
  ...mediaRoutes,
  ...siteRoutes,
};

/** One route's contract with its own schemas' types (the record above widens them to RouteContract). */
export type ContractOf<Id extends TableRouteId> = (typeof accountRoutes &
  typeof blogRoutes &
  typeof mediaRoutes &
  typeof siteRoutes)[Id];
