import type { MerchantKey } from '../../__generated__/graphql';

interface MerchantRoute {
  path: string;
  label: string;
  /** The merchant served there; the Treasury is no merchant. */
  merchant: MerchantKey | null;
}

/** The merchant dropdown, in the spec's order (000 section 2, game header). */
export const MERCHANT_ROUTES: readonly MerchantRoute[] = [
  { path: '/crypt', label: 'Crypt', merchant: 'CRYPT' },
  { path: '/mercatus', label: 'Mercatus arcana', merchant: 'MERCATUS' },
  { path: '/jewel', label: 'Jewel Emporium', merchant: 'JEWEL' },
  { path: '/stable', label: 'Stable', merchant: 'STABLE' },
  { path: '/armory', label: 'Armory', merchant: 'ARMORY' },
  { path: '/weaponmaster', label: 'Weaponmaster', merchant: 'WEAPON_MASTER' },
  { path: '/treasury', label: 'Treasury', merchant: null },
  { path: '/sanctum', label: 'Sanctum Secr.', merchant: 'SANCTUM' },
  { path: '/bloodforge', label: 'Bloodforge', merchant: 'BLOODFORGE' },
];
