import type { GatewayClient } from '../kit/gateway';
import { held, me, ofType, type CombatAnswer } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';

interface GrimoireEnemy {
  id: number;
  name: string;
  enemyRarity: { shortName: string; colorHex: string };
  enemyType: { name: string };
  playerTimesHunted: number;
  globalTimesHunted: number;
}

/** The grimoire's counters, the hourly auto-hunt and the admin's inventory edits. */
describe('game world', () => {
  let admin: GatewayClient;
  let player: TestPlayer;

  beforeAll(async () => {
    admin = await adminClient();
    player = await activatedPlayer();
  });

  it('counts hunts per enemy for the player and globally in the grimoire', async () => {
    const ground = (await me(player.client)).currentHuntingGround!.id;
    const fight = (await player.client.get<CombatAnswer>('/api/Game/quickhunt')).body;
    expect(fight.combatEnded).toBe(true);
    const other = await activatedPlayer();
    const enemies = (await other.client.get<GrimoireEnemy[]>(`/api/ClientGrimoire/getEnemies/${ground}`))
      .body;
    expect(enemies.length).toBeGreaterThanOrEqual(7);
    const hunted = enemies.find((enemy) => enemy.id === fight.enemyInfo!.enemyId)!;
    expect(hunted.playerTimesHunted).toBe(0);
    expect(hunted.globalTimesHunted).toBeGreaterThanOrEqual(1);
    expect(hunted.enemyRarity.colorHex).toMatch(/^#/);
    const mine = (await player.client.get<GrimoireEnemy[]>(`/api/ClientGrimoire/getEnemies/${ground}`)).body;
    expect(mine.find((enemy) => enemy.id === hunted.id)!.playerTimesHunted).toBe(1);
  });

  it('plays one auto-hunt per hour for a player with a retainer equipped', async () => {
    const items = (await admin.get<{ id: number; type: number; reqXP: number }[]>('/api/item')).body;
    const types = (await admin.get<{ id: number; shortName: string }[]>('/api/itemtype')).body;
    const retainerType = types.find((type) => type.shortName === 'retainer')!.id;
    const retainer = items.filter((item) => item.type === retainerType).sort((a, b) => a.reqXP - b.reqXP)[0]!;
    await admin.request('PUT', '/api/user', {
      json: { id: player.id, name: player.name, email: player.email, userRole: 1, xp: retainer.reqXP },
    });
    const added = await admin.post<{ success: boolean }>('/api/user/AddInventoryItem', {
      form: { userId: player.id, itemId: String(retainer.id), deltaAmount: '1', remove: 'false' },
    });
    expect(added.body.success).toBe(true);
    expect(
      (await player.client.get<{ success: boolean }>(`/api/game/equip/${retainer.id}`)).body.success,
    ).toBe(true);

    const autoHunts = async () =>
      (
        await player.client.get<{ type: number; combatInfo: { autoHunt: boolean } | null }[]>('/api/Journal')
      ).body.filter((entry) => entry.type === 1 && entry.combatInfo?.autoHunt);
    for (let attempt = 0; attempt < 40 && (await autoHunts()).length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await autoHunts()).toHaveLength(1);
    // The job runs every second in tests; the hour's hunt stays the only one.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await autoHunts()).toHaveLength(1);
  });

  it('lets admins add and remove inventory items, refusing to remove more than held', async () => {
    const bait = ofType(await me(player.client), 'bait')[0]!;
    const remove = (amount: number) =>
      admin.post<{ success: boolean; message: string }>('/api/user/AddInventoryItem', {
        form: { userId: player.id, itemId: String(bait.itemId), deltaAmount: String(amount), remove: 'true' },
      });
    const tooMany = await remove(bait.amount + 1);
    expect(tooMany.status).toBe(409);
    expect(tooMany.text).toContain(`The player holds only ${bait.amount} of this item`);
    expect((await remove(1)).body.success).toBe(true);
    // By id: a hunt's loot may have added another bait, and the inventory's order is not the test's.
    expect(held(await me(player.client), bait.itemId)).toBe(bait.amount - 1);

    const refused = await player.client.post('/api/user/AddInventoryItem', {
      form: { userId: player.id, itemId: String(bait.itemId), deltaAmount: '5' },
    });
    expect(refused.status).toBe(403);
    const badAmount = await admin.post('/api/user/AddInventoryItem', {
      form: { userId: player.id, itemId: String(bait.itemId), deltaAmount: '0' },
    });
    // Below the documented minimum: refused by the facade before the game sees it.
    expect(badAmount.status).toBe(400);
  });
});
