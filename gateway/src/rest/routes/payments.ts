import type { RestRoute } from '../routeTypes';
import { genericRoutes, pick } from './genericRoutes';

const PACKAGE = { type: 'object', description: 'a premium package with the fields of spec 001 section 3' };

/** Premium packages: the shop's list first (its literal path must win over /{id}), then the CRUD. */
export const paymentsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/premiumpackage/getactive',
    summary: 'The premium shop: every visible package.',
    tag: 'payments',
    auth: 'token',
    operation: 'ActivePremiumPackages',
    answer: pick('activePremiumPackages'),
    answerSchema: { type: 'array', items: PACKAGE },
  },
  ...genericRoutes(
    {
      rest: 'premiumPackage',
      typeName: 'PremiumPackage',
      plural: 'premiumPackages',
      single: 'premiumPackage',
    },
    'payments',
  ),
];
