import { ACCOUNT_ID, ACTION_RESULT_SCHEMA, form, pathId, type RestRoute, answerField } from '../routeTypes';
import { itemsOf, objectOf, propertiesOf } from '../answerSchema';
import { clientItem, type ClientItemData } from './content';

type Data = Record<string, unknown>;

export interface ClientUserData extends Data {
  inventory?: { itemId: number; amount: number; equipped: boolean; item: ClientItemData | null }[];
}

/** The full user of spec 000 section 3: account fields plus the game's, items in the client's shape. */
export function clientUser(user: ClientUserData) {
  if (!user.inventory) return user;
  return {
    ...user,
    inventory: user.inventory.map((entry) => ({
      itemId: entry.itemId,
      amount: entry.amount,
      equipped: entry.equipped,
      item: entry.item ? clientItem(entry.item) : null,
    })),
  };
}

export interface JournalEntryData {
  id: string;
  type: number;
  timestamp: number;
  combatInfo: Data | null;
  data: {
    travelName: string | null;
    travelImageId: number | null;
    newRankName: string | null;
    progress: string | null;
    reward: string | null;
    message: string | null;
  } | null;
}

/** A journal entry with the documented field names (timestamp also as timeStamp, travel_name...). */
export function journalEntry(entry: JournalEntryData) {
  return {
    id: entry.id,
    type: entry.type,
    timestamp: entry.timestamp,
    timeStamp: entry.timestamp,
    combatInfo: entry.combatInfo && {
      ...entry.combatInfo,
      loot: (entry.combatInfo.loot as LootDropData[]).map(clientLoot),
    },
    loot: ((entry.combatInfo?.loot as LootDropData[] | undefined) ?? []).map(clientLoot),
    data: entry.data && {
      travel_name: entry.data.travelName,
      travel_imageId: entry.data.travelImageId,
      newRank_name: entry.data.newRankName,
      progress: entry.data.progress,
      reward: entry.data.reward,
      message: entry.data.message,
    },
  };
}

interface MissionData {
  startTimestamp: number;
  endTimestamp: number;
  objectives: { enemy: ({ enemyRarityRef: unknown } & Data) | null; caught: number; goal: number }[];
  reward: unknown;
}

/** The mission of spec 000 section 3 (startTimstamp spelt so). */
function clientMission(mission: MissionData | null) {
  if (!mission) return null;
  const { startTimestamp, objectives, ...rest } = mission;
  return {
    ...rest,
    startTimstamp: startTimestamp,
    objectives: objectives.map(({ enemy, ...objective }) => {
      // An objective's enemy an admin has deleted since is null (it was a 500).
      if (!enemy) return { ...objective, enemy: null };
      const { enemyRarityRef, ...enemyFields } = enemy;
      return { ...objective, enemy: { ...enemyFields, enemyRarity: enemyRarityRef } };
    }),
  };
}

interface LootDropData {
  itemId: number;
  amount: number;
  lootHunterBonus: number;
  name: string;
  imageId: number | null;
  rarity: unknown;
}

/** A loot line as the client reads it: item (name, image, rarity), amount, lootHunterBonus. */
function clientLoot({ itemId, amount, lootHunterBonus, name, imageId, rarity }: LootDropData) {
  return { itemId, item: { id: itemId, name, imageId, rarity }, amount, lootHunterBonus };
}

function clientCombat(combat: Data & { loot: LootDropData[] }) {
  return { ...combat, loot: combat.loot.map(clientLoot) };
}

type Schema = Record<string, unknown>;

/** clientLoot's answer, from the generated schema of LootDropFields. */
function clientLootSchema(drop: Schema): Schema {
  const { itemId, amount, lootHunterBonus, name, imageId, rarity } = propertiesOf(drop);
  return objectOf({
    itemId: itemId!,
    item: objectOf({ id: itemId!, name: name!, imageId: imageId!, rarity: rarity! }),
    amount: amount!,
    lootHunterBonus: lootHunterBonus!,
  });
}

/** An object schema with some properties replaced (the same keys, other values). */
function withProperties(schema: Schema, replaced: Record<string, Schema>): Schema {
  const nullable = schema.nullable === true;
  return objectOf({ ...propertiesOf(schema), ...replaced }, nullable);
}

/** journalEntry's answer, from the generated schema of JournalEntryFields. */
function journalEntrySchema(entry: Schema): Schema {
  const { id, type, timestamp, combatInfo, data } = propertiesOf(entry);
  const loot = { type: 'array', items: clientLootSchema(itemsOf(propertiesOf(combatInfo!).loot!)) };
  const d = propertiesOf(data!);
  return objectOf({
    id: id!,
    type: type!,
    timestamp: timestamp!,
    timeStamp: timestamp!,
    combatInfo: withProperties(combatInfo!, { loot }),
    loot,
    data: objectOf(
      {
        travel_name: d.travelName!,
        travel_imageId: d.travelImageId!,
        newRank_name: d.newRankName!,
        progress: d.progress!,
        reward: d.reward!,
        message: d.message!,
      },
      true,
    ),
  });
}

/** clientMission's answer (startTimstamp spelt so), from the generated schema of MissionFields. */
function clientMissionSchema(mission: Schema): Schema {
  const { startTimestamp, objectives, ...rest } = propertiesOf(mission);
  const { enemy, ...objective } = propertiesOf(itemsOf(objectives!));
  const { enemyRarityRef, ...enemyFields } = propertiesOf(enemy!);
  return objectOf(
    {
      ...rest,
      startTimstamp: startTimestamp!,
      objectives: {
        type: 'array',
        items: objectOf({
          ...objective,
          enemy: objectOf({ ...enemyFields, enemyRarity: enemyRarityRef! }, enemy!.nullable === true),
        }),
      },
    },
    true,
  );
}

const hunt = (path: string, action: string, summary: string): RestRoute => ({
  method: 'GET',
  path,
  summary,
  tag: 'game',
  auth: 'token',
  operation: 'Hunt',
  constants: { action },
  answer: (data) => clientCombat(data.hunt as Data & { loot: LootDropData[] }),
  answerSchemaFrom: (selected) => {
    const combat = selected('hunt');
    return withProperties(combat, {
      loot: { type: 'array', items: clientLootSchema(itemsOf(propertiesOf(combat).loot!)) },
    });
  },
});

export const gameRoutes: RestRoute[] = [
  hunt('/api/Game/hunt', 'ATTACK', 'Start a hunt, or play the next round of the fight in progress.'),
  hunt('/api/Game/quickhunt', 'QUICK', 'Start a hunt if none runs, and play all remaining rounds.'),
  hunt(
    '/api/Game/coffinhunt',
    'COFFIN',
    'Start a hunt on a coffin charge (no cooldown), or play the next round.',
  ),
  {
    method: 'GET',
    path: '/api/game/changeEquipmentSet/{slot}',
    summary: 'Switch to an unlocked equipment set (zero-based).',
    tag: 'game',
    auth: 'token',
    operation: 'ChangeEquipmentSet',
    variables: { slot: pathId('slot', 'zero-based set number (button number minus 1)') },
    ...answerField('changeEquipmentSet'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/game/equip/{itemId}',
    summary: 'Equip an owned item into the active set (the oldest of its type makes room).',
    tag: 'game',
    auth: 'token',
    operation: 'EquipItem',
    variables: { itemId: pathId('itemId') },
    ...answerField('equipItem'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/game/unequip/{itemId}',
    summary: 'Take an item out of the active set.',
    tag: 'game',
    auth: 'token',
    operation: 'UnequipItem',
    variables: { itemId: pathId('itemId') },
    ...answerField('unequipItem'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'POST',
    path: '/api/Game/travel',
    summary: 'Travel to a hunting ground: needs its XP and key, and pays its travel cost.',
    tag: 'game',
    auth: 'token',
    operation: 'Travel',
    variables: { huntingGroundId: form('newHuntingGroundId', { type: 'integer' }) },
    ...answerField('travel'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
  {
    method: 'GET',
    path: '/api/ClientMission',
    summary: "The running mission with the player's progress, or the next one during the pause.",
    tag: 'game',
    auth: 'token',
    operation: 'CurrentMission',
    answer: (data) => clientMission(data.currentMission as MissionData | null),
    answerSchemaFrom: (selected) => clientMissionSchema(selected('currentMission')),
  },
  {
    method: 'GET',
    path: '/api/Journal',
    summary: 'The journal, newest first (the latest 50 entries).',
    tag: 'game',
    auth: 'token',
    operation: 'Journal',
    constants: { limit: 50, offset: 0 },
    answer: (data) => (data.journal as { entries: JournalEntryData[] }).entries.map(journalEntry),
    answerSchemaFrom: (selected) => ({
      type: 'array',
      items: journalEntrySchema(itemsOf(propertiesOf(selected('journal')).entries!)),
    }),
  },
  {
    method: 'GET',
    path: '/api/ClientGrimoire/getEnemies/{huntingGroundId}',
    summary: 'Enemies of a hunting ground with the times hunted by the player and by everyone.',
    tag: 'game',
    auth: 'token',
    operation: 'GrimoireEnemies',
    variables: { huntingGroundId: pathId('huntingGroundId') },
    answer: (data) =>
      (data.enemiesOfHuntingGround as Data[]).map(({ enemyTypeRef, enemyRarityRef, ...enemy }) => ({
        ...enemy,
        enemyType: enemyTypeRef,
        enemyRarity: enemyRarityRef,
      })),
    answerSchemaFrom: (selected) => {
      const { enemyTypeRef, enemyRarityRef, ...enemy } = propertiesOf(
        itemsOf(selected('enemiesOfHuntingGround')),
      );
      return {
        type: 'array',
        items: objectOf({ ...enemy, enemyType: enemyTypeRef!, enemyRarity: enemyRarityRef! }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/user/AddInventoryItem',
    summary: "Admin: add deltaAmount of an item to a player's inventory, or remove it with remove=true.",
    tag: 'admin users',
    auth: 'token',
    operation: 'AdminAddInventoryItem',
    variables: {
      userId: form('userId', ACCOUNT_ID),
      itemId: form('itemId', { type: 'integer', minimum: 0 }),
      // Within the inventory's 32-bit amounts however often it is given (as a trade's million).
      deltaAmount: form('deltaAmount', { type: 'integer', minimum: 1, maximum: 1_000_000 }),
      remove: form('remove', { type: 'boolean', required: false }),
    },
    ...answerField('adminAddInventoryItem'),
    answerSchema: ACTION_RESULT_SCHEMA,
  },
];
