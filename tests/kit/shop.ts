import type { Answer, GatewayClient } from './gateway';

export interface ShopItem {
  id: number;
  name: string;
  reqXP: number;
  unique: boolean;
  needSub: number;
  itemType: { shortName: string };
  rarity: { shortName: string; colorHex: string };
  price: { shortName: string; value: number }[];
  craftingMats: { item: { id: number; name: string }; amount: number }[];
  retainerCreatureType: { name: string } | null;
}

export interface TreasuryCard {
  collection: ShopItem;
  claimed: boolean;
  trophies: { name: string; imageId: number | null; flavorText: string }[];
  collected: boolean[];
}

export interface ActionAnswer {
  success: boolean;
  message: string;
}

/** The admin's view of an item (refund, trophies), from the generic /api/item list. */
export interface AdminItem {
  id: number;
  name: string;
  reqXP: number;
  price: { name: string; value: number }[];
  refund: { name: string; value: number }[];
  trophieItemIds: number[];
  craftingMats: { itemId: number; amount: number }[];
}

export function shop<T = ShopItem[]>(client: GatewayClient, endpoint: string): Promise<Answer<T>> {
  return client.get<T>(`/api/clientshop/${endpoint}`);
}

/** POST /api/game/buysell: amount > 0 buys, < 0 sells; an optional Idempotency-Key. */
export function buySell(client: GatewayClient, itemId: number, amount: number, idempotencyKey?: string) {
  return client.post<ActionAnswer>('/api/game/buysell', {
    form: { itemId: String(itemId), amount: String(amount) },
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

/** Admin: give (or with a negative amount take) items, as support would. */
export async function grant(admin: GatewayClient, userId: string, itemId: number, amount: number) {
  const answer = await admin.post<ActionAnswer>('/api/user/AddInventoryItem', {
    form: {
      userId,
      itemId: String(itemId),
      deltaAmount: String(Math.abs(amount)),
      remove: String(amount < 0),
    },
  });
  if (!answer.body.success) throw new Error(`grant failed: ${answer.text}`);
}

/** Admin: set the player's XP and currencies (absolute values), as PUT /api/user does. */
export async function setPlayer(
  admin: GatewayClient,
  player: { id: string; name: string; email: string },
  changes: { xp?: number; currencies?: { name: string; value: number }[] },
) {
  const answer = await admin.request('PUT', '/api/user', {
    json: { id: player.id, name: player.name, email: player.email, userRole: 1, ...changes },
  });
  if (answer.status !== 200) throw new Error(`PUT /api/user answered ${answer.status}: ${answer.text}`);
}
