import type { GatewayClient } from './gateway';

export interface CombatAnswer {
  id: string | null;
  result: number;
  combatEnded: boolean;
  round: number;
  errorMessage: string | null;
  rewardXP: number;
  attacker: { name: string; health: number; maxHealth: number; isPlayer: boolean } | null;
  defender: { name: string; health: number; maxHealth: number } | null;
  enemyInfo: { enemyId: number; name: string; enemyRarity: { shortName: string } | null } | null;
  combatEvents: { combatEventType: number; round: number; combatResult: number }[];
  loot: { itemId: number; amount: number; lootHunterBonus: number; item: { name: string } | null }[];
}

export interface InventoryEntry {
  itemId: number;
  amount: number;
  equipped: boolean;
  item: { id: number; name: string; itemType: { shortName: string } | null; reqXP: number } | null;
}

export interface MeAnswer {
  id: string;
  name: string;
  xp: number;
  nextRankXP: number;
  currentRank: { name: string } | null;
  inventory: InventoryEntry[];
  currencies: { shortName: string; value: number }[];
  stats: { shortName: string; valueFrom: number; valueTo: number }[];
  unlockedEquipmentSlots: number;
  activeEquipmentSlot: number;
  nextAllowedHuntTimeStamp: number;
  currentTimeStamp: number;
  coffinCharges: number;
  currentHuntingGround: { id: number; name: string } | null;
}

export async function me(client: GatewayClient): Promise<MeAnswer> {
  const answer = await client.get<MeAnswer>('/api/clientUser/getme');
  if (answer.status !== 200) throw new Error(`getme answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

export const balance = (user: MeAnswer, shortName: string) =>
  user.currencies.find((entry) => entry.shortName === shortName)?.value ?? 0;

export const held = (user: MeAnswer, itemId: number) =>
  user.inventory.find((entry) => entry.itemId === itemId)?.amount ?? 0;

export const ofType = (user: MeAnswer, typeShortName: string) =>
  user.inventory.filter((entry) => entry.item?.itemType?.shortName === typeShortName);

/** The admin support tool's answer as it came (fault drills count its failures). */
export function resetCooldownAnswer(admin: GatewayClient, userId: string) {
  return admin.graphql('mutation($userId: ID!) { adminResetHuntCooldown(userId: $userId) { success } }', {
    userId,
  });
}

/** Admin support tool: the player may hunt again at once (tests cannot wait ten minutes). */
export async function resetCooldown(admin: GatewayClient, userId: string): Promise<void> {
  const answer = await resetCooldownAnswer(admin, userId);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
}

/** Waits out the 2-second repeat window, so the next hunt call acts instead of repeating. */
export const pastRepeatWindow = () => new Promise((resolve) => setTimeout(resolve, 2100));

/** Hunts and plays the fight to its end with quick attack. */
export async function huntToEnd(client: GatewayClient): Promise<CombatAnswer> {
  const answer = await client.get<CombatAnswer>('/api/Game/quickhunt');
  if (answer.status !== 200) throw new Error(`quickhunt answered ${answer.status}: ${answer.text}`);
  return answer.body;
}
