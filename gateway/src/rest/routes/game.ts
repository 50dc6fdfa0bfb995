import type {
  CurrentMissionQuery,
  GrimoireEnemiesQuery,
  HuntMutation,
  JournalQuery,
} from '../../__generated__/operations';
import { shapeOf } from '../shapeTypes';
import { MAX_TRADE_AMOUNT } from '@vh/contracts/client';
import { CLIENT_MISSION, COMBAT, GRIMOIRE_ENEMY, JOURNAL_ENTRY } from '../legacyShapes';
import { ACCOUNT_ID, form, pathId, routesOf, type RestRoute } from '../routeTypes';

const hunt = (path: string, action: string, summary: string) => ({
  method: 'GET' as const,
  path,
  summary,
  operation: 'Hunt',
  constants: { action },
  answer: shapeOf<HuntMutation>({ from: 'hunt', as: COMBAT }),
});

export const gameRoutes: RestRoute[] = routesOf({ tag: 'game', auth: 'token' }, [
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
    operation: 'ChangeEquipmentSet',
    variables: { slot: pathId('slot', 'zero-based set number (button number minus 1)') },
    answer: 'changeEquipmentSet',
  },
  {
    method: 'GET',
    path: '/api/game/equip/{itemId}',
    summary: 'Equip an owned item into the active set (the oldest of its type makes room).',
    operation: 'EquipItem',
    variables: { itemId: pathId('itemId') },
    answer: 'equipItem',
  },
  {
    method: 'GET',
    path: '/api/game/unequip/{itemId}',
    summary: 'Take an item out of the active set.',
    operation: 'UnequipItem',
    variables: { itemId: pathId('itemId') },
    answer: 'unequipItem',
  },
  {
    method: 'POST',
    path: '/api/Game/travel',
    summary: 'Travel to a hunting ground: needs its XP and key, and pays its travel cost.',
    operation: 'Travel',
    variables: { huntingGroundId: form('newHuntingGroundId', { type: 'integer' }) },
    answer: 'travel',
  },
  {
    method: 'GET',
    path: '/api/ClientMission',
    summary: "The running mission with the player's progress, or the next one during the pause.",
    operation: 'CurrentMission',
    answer: shapeOf<CurrentMissionQuery>({ from: 'currentMission', as: CLIENT_MISSION }),
  },
  {
    method: 'GET',
    path: '/api/Journal',
    summary: 'The journal, newest first (the latest 50 entries).',
    operation: 'Journal',
    constants: { limit: 50, offset: 0 },
    answer: shapeOf<JournalQuery>({ from: 'journal.entries', each: JOURNAL_ENTRY }),
  },
  {
    method: 'GET',
    path: '/api/ClientGrimoire/getEnemies/{huntingGroundId}',
    summary: 'Enemies of a hunting ground with the times hunted by the player and by everyone.',
    operation: 'GrimoireEnemies',
    variables: { huntingGroundId: pathId('huntingGroundId') },
    answer: shapeOf<GrimoireEnemiesQuery>({ from: 'enemiesOfHuntingGround', each: GRIMOIRE_ENEMY }),
  },
  {
    method: 'POST',
    path: '/api/user/AddInventoryItem',
    summary: "Admin: add deltaAmount of an item to a player's inventory, or remove it with remove=true.",
    tag: 'admin users',
    operation: 'AdminAddInventoryItem',
    variables: {
      userId: form('userId', ACCOUNT_ID),
      itemId: form('itemId', { type: 'integer', minimum: 0 }),
      // Within the inventory's 32-bit amounts however often it is given (as a trade's most).
      deltaAmount: form('deltaAmount', { type: 'integer', minimum: 1, maximum: MAX_TRADE_AMOUNT }),
      remove: form('remove', { type: 'boolean', required: false }),
    },
    answer: 'adminAddInventoryItem',
  },
]);
