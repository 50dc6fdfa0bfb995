import { randomBytes } from 'node:crypto';
import type { GatewayClient } from './gateway';

export type Entry = Record<string, unknown> & { id: number };

export const unique = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** Creates an entry through the REST facade as the admin editor does, failing loudly when refused. */
export async function create(
  admin: GatewayClient,
  kind: string,
  body: Record<string, unknown>,
): Promise<Entry> {
  const answer = await admin.request<Entry>('POST', `/api/${kind}`, { json: body });
  if (answer.status !== 200) throw new Error(`creating ${kind} failed (${answer.status}): ${answer.text}`);
  return answer.body;
}

/** A minimal consistent set: rarity, item type, currency, stat, enemy type. */
export async function basics(admin: GatewayClient) {
  const rarity = await create(admin, 'rarity', {
    name: 'Common',
    shortName: unique('common'),
    colorHex: '#a0a0a0',
  });
  const itemType = await create(admin, 'itemtype', {
    name: 'Weapon',
    shortName: unique('weapon'),
    itemTypeSlots: 1,
    isEquipment: true,
  });
  const currency = await create(admin, 'currency', { name: 'Vampire Gold Coins', shortName: unique('VGC') });
  const stat = await create(admin, 'stat', { name: 'Damage', shortName: unique('damage'), unitSymbol: '' });
  const enemyType = await create(admin, 'enemytype', { name: 'Vampire', shortName: unique('vampire') });
  return { rarity, itemType, currency, stat, enemyType };
}
