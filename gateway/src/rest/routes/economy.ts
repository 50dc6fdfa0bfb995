import { MAX_TRADE_AMOUNT } from '@vh/contracts/client';
import type { MerchantQuery, TreasuryQuery } from '../../__generated__/operations';
import { CLIENT_ITEM } from '../legacyShapes';
import { form, idempotencyKeyHeader, type RestRoute } from '../routeTypes';
import { shapeOf } from '../shapeTypes';

/** GET /api/clientshop/{endpoint} of each merchant: its stock in the client's item shape. */
const MERCHANT_ENDPOINTS: [endpoint: string, key: string, name: string][] = [
  ['GetMercatus', 'MERCATUS', 'Mercatus Arcana: accessories and coffins.'],
  ['GetCrypt', 'CRYPT', 'The Crypt: retainers.'],
  ['GetStable', 'STABLE', 'The Stable: mounts.'],
  ['GetArmory', 'ARMORY', 'The Armory: armour, heads, hands and feet.'],
  ['GetWeaponMaster', 'WEAPON_MASTER', 'The Weaponmaster: weapons.'],
  ['GetJewel', 'JEWEL', 'The Jewel Emporium: bait.'],
  ['GetSanctum', 'SANCTUM', 'Sanctum Secretorum: emblems, powers, keys, alchemy, avatars and hexes.'],
  ['GetBloodforge', 'BLOODFORGE', 'The Bloodforge: forged items.'],
];

const TREASURY_ENDPOINTS: [endpoint: string, kind: string, name: string][] = [
  ['GetTreasureRoom', 'COLLECTIONS', 'The Treasury: collections, their trophies and which are collected.'],
  ['GetAchievements', 'ACHIEVEMENTS', 'The Treasury: achievements, their trophies and which are collected.'],
];

/** A merchant's stock: every tab's items, in the client's item shape. */
const MERCHANT_ITEMS = shapeOf<MerchantQuery>({ from: 'merchant.tabs', flatten: 'items', each: CLIENT_ITEM });

/** Treasury cards of spec 000 section 3: collection, claimed, trophies, collected (one flag per trophy). */
const TREASURY_CARDS = shapeOf<TreasuryQuery>({
  from: 'treasury',
  each: {
    fields: {
      collection: { from: 'item', as: CLIENT_ITEM },
      claimed: { from: 'item.ownedAmount', positive: true },
      trophies: {
        from: 'trophies',
        each: { fields: { name: 'name', imageId: 'imageId', flavorText: 'flavorText' } },
      },
      collected: { from: 'trophies', each: { from: 'ownedAmount', positive: true } },
    },
  },
});

const claimRoute = (path: string, operation: string, field: string, variable: string): RestRoute => ({
  method: 'POST',
  path,
  summary: `Claim ${field === 'claimCollection' ? 'a collection' : 'an achievement'} whose trophies are all held.`,
  tag: 'shop',
  auth: 'token',
  operation,
  variables: { [variable]: form(variable, { type: 'integer' }), idempotencyKey: idempotencyKeyHeader },
  answer: field,
});

export const economyRoutes: RestRoute[] = [
  ...MERCHANT_ENDPOINTS.map(([endpoint, key, summary]): RestRoute => ({
    method: 'GET',
    path: `/api/clientshop/${endpoint}`,
    summary,
    tag: 'shop',
    auth: 'token',
    operation: 'Merchant',
    constants: { key },
    answer: MERCHANT_ITEMS,
  })),
  ...TREASURY_ENDPOINTS.map(([endpoint, kind, summary]): RestRoute => ({
    method: 'GET',
    path: `/api/clientshop/${endpoint}`,
    summary,
    tag: 'shop',
    auth: 'token',
    operation: 'Treasury',
    constants: { kind },
    answer: TREASURY_CARDS,
  })),
  {
    method: 'POST',
    path: '/api/game/buysell',
    summary: "Buy or craft (amount > 0, one of the merchant's quantities) or sell (amount < 0) an item.",
    tag: 'shop',
    auth: 'token',
    operation: 'BuySell',
    variables: {
      itemId: form('itemId', { type: 'integer' }),
      // What the economy trades at once, either way.
      amount: form('amount', {
        type: 'integer',
        minimum: -MAX_TRADE_AMOUNT,
        maximum: MAX_TRADE_AMOUNT,
        exclude: [0],
      }),
      idempotencyKey: idempotencyKeyHeader,
    },
    answer: 'buySell',
  },
  claimRoute('/api/game/ClaimAchievement', 'ClaimAchievement', 'claimAchievement', 'achievementId'),
  claimRoute('/api/game/ClaimCollection', 'ClaimCollection', 'claimCollection', 'collectionId'),
];
