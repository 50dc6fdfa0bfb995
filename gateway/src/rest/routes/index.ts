import type { RestRoute } from '../routeTypes';
import { analyticsRoutes } from './analytics';
import { contentRoutes } from './content';
import { economyRoutes } from './economy';
import { gameRoutes } from './game';
import { identityRoutes } from './identity';
import { marketRoutes } from './market';
import { paymentsRoutes } from './payments';
import { statMaxRoutes } from './statMax';

/** The whole route table of the REST facade; each service's calls live in their own file. */
export const routeTable: RestRoute[] = [
  ...identityRoutes,
  ...contentRoutes,
  ...gameRoutes,
  ...economyRoutes,
  ...marketRoutes,
  ...analyticsRoutes,
  ...paymentsRoutes,
  ...statMaxRoutes,
];
