import { ACTION_RESULT_SCHEMA, answerField, form, idempotencyKeyHeader, type RestRoute } from '../routeTypes';
import { itemsOf, objectOf, propertiesOf } from '../answerSchema';
import { clientItem, clientItemSchema, type ClientItemData } from './content';

type Data = Record<string, unknown>;

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

interface TrophyData {
  id: number;
  name: string;
  imageId: number | null;
  flavorText: string;
  ownedAmount: number;
}

/** A treasury card of spec 000 section 3: collection, trophies, collected (one flag per trophy). */
function treasuryCard(entry: { item: ClientItemData & { ownedAmount: number }; trophies: TrophyData[] }) {
  return {
    collection: clientItem(entry.item),
    claimed: entry.item.ownedAmount > 0,
    trophies: entry.trophies.map(({ name, imageId, flavorText }) => ({ name, imageId, flavorText })),
    collected: entry.trophies.map((trophy) => trophy.ownedAmount > 0),
  };
}

const merchantItems = (data: Data) =>
  (data.merchant as { tabs: { items: ClientItemData[] }[] }).tabs.flatMap((tab) => tab.items.map(clientItem));

const claimRoute = (path: string, operation: string, field: string, variable: string): RestRoute => ({
  method: 'POST',
  path,
  summary: `Claim ${field === 'claimCollection' ? 'a collection' : 'an achievement'} whose trophies are all held.`,
  tag: 'shop',
  auth: 'token',
  operation,
  variables: { [variable]: form(variable, { type: 'integer' }), idempotencyKey: idempotencyKeyHeader },
  ...answerField(field),
  answerSchema: ACTION_RESULT_SCHEMA,
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
    answer: merchantItems,
    answerSchemaFrom: (selected) => ({
      type: 'array',
      items: clientItemSchema(
        itemsOf(propertiesOf(itemsOf(propertiesOf(selected('merchant')).tabs!)).items!),
      ),
    }),
  })),
  ...TREASURY_ENDPOINTS.map(([endpoint, kind, summary]): RestRoute => ({
    method: 'GET',
    path: `/api/clientshop/${endpoint}`,
    summary,
    tag: 'shop',
    auth: 'token',
    operation: 'Treasury',
    constants: { kind },
    answer: (data) => (data.treasury as Parameters<typeof treasuryCard>[0][]).map(treasuryCard),
    answerSchemaFrom: (selected) => {
      const card = propertiesOf(itemsOf(selected('treasury')));
      const trophy = propertiesOf(itemsOf(card.trophies!));
      return {
        type: 'array',
        items: objectOf({
          collection: clientItemSchema(card.item!),
          claimed: { type: 'boolean' },
          trophies: {
            type: 'array',
            items: objectOf({ name: trophy.name!, imageId: trophy.imageId!, flavorText: trophy.flavorText! }),
          },
          collected: { type: 'array', items: { type: 'boolean' } },
        }),
      };
    },
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
      // What the economy trades at once (tradePlan.ts's MAX_TRADE_AMOUNT), either way.
      amount: form('amount', { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, exclude: [0] }),
      idempotencyKey: idempotencyKeyHeader,
    },
    ...answerField('buySell'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  claimRoute('/api/game/ClaimAchievement', 'ClaimAchievement', 'claimAchievement', 'achievementId'),
  claimRoute('/api/game/ClaimCollection', 'ClaimCollection', 'claimCollection', 'collectionId'),
];
