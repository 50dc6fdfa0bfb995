import type { GatewayClient } from '../kit/gateway';
import { huntToEnd, me, pastRepeatWindow, resetCooldown } from '../kit/game';
import { localKafka } from '../kit/kafkaControl';
import { myXpRow } from '../kit/ladder';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { eventually } from '../kit/wait';

interface JournalEntry {
  type: number;
  combatInfo: { rewardXP: number } | null;
}

/** Journal type 1: a fight, with the XP it gave. */
const COMBAT_ENTRY = 1;

const journalXp = async (client: GatewayClient) =>
  (await client.get<JournalEntry[]>('/api/Journal')).body
    .filter((entry) => entry.type === COMBAT_ENTRY)
    .reduce((sum, entry) => sum + (entry.combatInfo?.rewardXP ?? 0), 0);

/** Players hunt while Kafka is down; when it is back, every event reaches the ladder exactly once. */
describe('analytics through a Kafka outage', () => {
  const kafka = localKafka();
  const run = kafka ? it : it.skip;

  run(
    'the ladder equals the journal XP of every player after Kafka comes back',
    async () => {
      const admin = await adminClient();
      const players: TestPlayer[] = [];
      for (let index = 0; index < 3; index += 1) players.push(await activatedPlayer());

      await kafka!.stop();
      try {
        for (let round = 0; round < 3; round += 1) {
          for (const player of players) {
            await huntToEnd(player.client);
            await resetCooldown(admin, player.id);
          }
          await pastRepeatWindow();
        }
      } finally {
        await kafka!.start();
      }

      for (const player of players) {
        const expected = await journalXp(player.client);
        expect((await me(player.client)).xp).toBe(expected);
        if (expected === 0) continue;
        const row = await eventually(
          () => myXpRow(player.client),
          (found) => found?.xp === expected,
          90_000,
        );
        expect(row).toMatchObject({ name: player.name, xp: expected });
      }
    },
    240_000,
  );
});
