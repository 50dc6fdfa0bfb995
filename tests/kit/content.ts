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

/** Uploads a file as the admin web's image field does (`POST /api/Image`); answers the raw response. */
export function uploadImage(client: GatewayClient, bytes: Buffer, type: string, name = 'upload.png') {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${client.baseUrl}/api/Image`, {
    method: 'POST',
    headers: {
      'X-App-Key': 'local-dev-app-key',
      Authorization: `Bearer ${client.token}`,
      'X-Forwarded-For': client.ip,
    },
    body: form,
  });
}

/** The smallest file the image upload takes as an MP4 animation (its type box; no playable frames). */
export const MP4_HEADER = Buffer.concat([
  Buffer.from([0, 0, 0, 24]),
  Buffer.from('ftypisom'),
  Buffer.alloc(64),
]);

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
