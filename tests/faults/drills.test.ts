/**
 * Fault drills (docs/fault-drills.md): a fresh test stack under a steady hunt and trade load, one
 * fault at a time (the game killed, PostgreSQL restarted, Kafka away for 30 s, Redis flushed, the
 * gateway restarted). After each, once the stack recovers, nothing the players were told succeeded is
 * lost or doubled, balances equal their ledgers and the ladder equals the XP events.
 */
import { startStack, type RunningStack } from '@vh/scripts/lib/stack';
import { me, ofType } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { grant, setPlayer, shop } from '../kit/shop';
import { recordStack } from '../setup/recordStack';
import { openingBalances, type OpeningBalances } from './consistency';
import { drills } from './drills';
import { HuntAndTradeLoad } from './load';
import { reportFigures } from './report';
import { runDrill, type DrillFigures } from './runDrill';

const PLAYERS = 4;
/** Enough gold and bait for the whole run, granted through the ledger like any other change. */
const GOLD = 1_000_000;
const BAIT = 5_000;

describe('fault drills', () => {
  let stack: RunningStack;
  let players: TestPlayer[];
  let load: HuntAndTradeLoad;
  let opening: OpeningBalances;
  const figures: DrillFigures[] = [];

  beforeAll(async () => {
    stack = await startStack({ mode: 'test', output: 'files', logLevel: 'info' });
    recordStack(stack);
    const admin = await adminClient();
    players = [];
    for (let index = 0; index < PLAYERS; index += 1) players.push(await activatedPlayer());
    // Every player trades the bait they hunt with, which the first merchant sells.
    const baitId = ofType(await me(players[0]!.client), 'bait')[0]!.itemId;
    const jewels = (await shop(players[0]!.client, 'GetJewel')).body;
    if (!jewels.some((item) => item.id === baitId))
      throw new Error(`no merchant sells the starter bait ${baitId}`);
    for (const player of players) {
      await setPlayer(admin, player, { currencies: [{ name: 'VGC', value: GOLD }] });
      await grant(admin, player.id, baitId, BAIT);
    }
    load = new HuntAndTradeLoad(players, admin, baitId);
    opening = await openingBalances(load.records);
  }, 240_000);

  afterAll(async () => {
    await load?.pause();
    if (figures.length > 0) reportFigures(figures);
    await stack?.stop();
  }, 120_000);

  for (const drill of drills()) {
    it(
      `recovers from: ${drill.name}`,
      async () => {
        const result = await runDrill(drill, { stack, buyer: players[0]! }, load, opening);
        figures.push(result);
        expect(result.problems).toEqual([]);
      },
      drill.holdMs + 200_000,
    );
  }
});
