import type {
  ClientItemFieldsFragment,
  CombatFieldsFragment,
  CurrencyEntryViewFragment,
  GrimoireEnemyFieldsFragment,
  JournalEntryFieldsFragment,
  LootDropFieldsFragment,
  GetMeQuery,
  MissionFieldsFragment,
} from '../__generated__/operations';
import type { ShapeOf } from './shapeTypes';

/**
 * The legacy shapes several calls share (spec 000 section 3's client views), as reshape.ts reads
 * them. Each names the fragment of gateway/operations it is made from.
 */

/** A price or reward (CurrencyEntryView): display name (the short name when unnamed), value, image. */
export const CURRENCY_ENTRY: ShapeOf<CurrencyEntryViewFragment> = {
  fields: {
    name: { from: 'nameRef.name', orElse: { from: 'shortName' } },
    shortName: 'shortName',
    value: 'value',
    imageId: { from: 'nameRef.imageId', orElse: null },
  },
};

/** The client's item (ClientItemFields): type, rarity colour, stats with their names, price, materials. */
export const CLIENT_ITEM = {
  fields: {
    id: 'id',
    name: 'name',
    imageId: 'imageId',
    animatedImageId: 'animatedId',
    flavorText: 'flavorText',
    itemType: 'typeRef',
    rarity: 'rarityRef',
    stats: {
      from: 'stats',
      each: {
        fields: {
          shortName: 'shortName',
          name: { from: 'shortNameRef.name', orElse: { from: 'shortName' } },
          valueFrom: 'valueFrom',
          valueTo: 'valueTo',
          procPercent: 'procPercent',
          statImageId: { from: 'shortNameRef.imageId', orElse: null },
          statFlavorText: { from: 'shortNameRef.flavorText', orElse: '' },
          statUnitSymbol: { from: 'shortNameRef.unitSymbol', orElse: '' },
        },
      },
    },
    unique: 'unique',
    price: { from: 'price', each: CURRENCY_ENTRY },
    craftingMats: { from: 'craftingMats', each: { fields: { item: 'itemIdRef', amount: 'amount' } } },
    reqXP: 'reqXP',
    needSub: 'needSub',
    retainerCreatureType: 'creatureTypeRef',
  },
} as const satisfies ShapeOf<ClientItemFieldsFragment>;

/** A loot line (LootDropFields) as the client reads it: the item nested, amount, lootHunterBonus. */
export const LOOT_DROP: ShapeOf<LootDropFieldsFragment> = {
  fields: {
    itemId: 'itemId',
    item: { fields: { id: 'itemId', name: 'name', imageId: 'imageId', rarity: 'rarity' } },
    amount: 'amount',
    lootHunterBonus: 'lootHunterBonus',
  },
};

/** A fight (CombatFields): its loot lines in the client's shape, where they stand. */
export const COMBAT = {
  rest: true,
  replace: { loot: { each: LOOT_DROP } },
} as const satisfies ShapeOf<CombatFieldsFragment>;

/** A journal entry (JournalEntryFields): timestamp also as timeStamp, the loot also on top, travel_name... */
export const JOURNAL_ENTRY: ShapeOf<JournalEntryFieldsFragment> = {
  fields: {
    id: 'id',
    type: 'type',
    timestamp: 'timestamp',
    timeStamp: { alias: 'timestamp' },
    combatInfo: { from: 'combatInfo', as: COMBAT },
    loot: { from: 'combatInfo.loot', each: LOOT_DROP, orEmpty: true },
    data: {
      from: 'data',
      as: {
        fields: {
          travel_name: 'travelName',
          travel_imageId: 'travelImageId',
          newRank_name: 'newRankName',
          progress: 'progress',
          reward: 'reward',
          message: 'message',
        },
      },
    },
  },
};

/** The mission (MissionFields): startTimstamp spelt so, each objective's enemy with enemyRarity. */
export const CLIENT_MISSION: ShapeOf<MissionFieldsFragment> = {
  rest: true,
  fields: {
    startTimstamp: 'startTimestamp',
    objectives: {
      from: 'objectives',
      // An objective's enemy an admin has deleted since is null.
      each: {
        rest: true,
        fields: { enemy: { from: 'enemy', as: { rest: true, fields: { enemyRarity: 'enemyRarityRef' } } } },
      },
    },
  },
};

/** The signed-in player (spec 000 section 3): account and game fields, the inventory's items as the client's. */
export const CLIENT_USER: ShapeOf<NonNullable<GetMeQuery['me']>> = {
  rest: true,
  replace: {
    inventory: {
      each: {
        fields: {
          itemId: 'itemId',
          amount: 'amount',
          equipped: 'equipped',
          item: { from: 'item', as: CLIENT_ITEM },
        },
      },
    },
  },
};

/** A grimoire enemy (GrimoireEnemyFields): enemyType and enemyRarity at the end. */
export const GRIMOIRE_ENEMY: ShapeOf<GrimoireEnemyFieldsFragment> = {
  rest: true,
  fields: { enemyType: 'enemyTypeRef', enemyRarity: 'enemyRarityRef' },
};
