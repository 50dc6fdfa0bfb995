import { huntToEnd, type CombatAnswer } from '../kit/game';
import { activatedPlayer, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';

const REPLAY = `query ($id: ID!) {
  fightReplay(id: $id) {
    id engineVersion own shareToken startedAt huntingGroundName baitName
    combat { id result combatEnded round rewardXP attacker { name } enemyInfo { enemyId name }
      combatEvents { combatEventType round damage combatResult attackerName targetName } }
  }
}`;
const VERIFY = 'query ($id: ID!) { verifyFight(id: $id) { id engineVersion reproduced mismatches } }';

interface Replay {
  id: string;
  engineVersion: number;
  own: boolean;
  shareToken: string | null;
  huntingGroundName: string | null;
  baitName: string | null;
  combat: {
    id: string;
    result: number;
    round: number;
    rewardXP: number;
    attacker: { name: string };
    enemyInfo: { enemyId: number; name: string };
    combatEvents: { combatEventType: number; round: number; damage: number; combatResult: number }[];
  };
}
interface Verification {
  id: string;
  engineVersion: number;
  reproduced: boolean;
  mismatches: string[];
}

const replayOf = (player: TestPlayer, id: string) =>
  player.client.graphql<{ fightReplay: Replay }>(REPLAY, { id });
const verify = (player: TestPlayer, id: string) =>
  player.client.graphql<{ verifyFight: Verification }>(VERIFY, { id });

const eventsOf = (combat: Pick<CombatAnswer, 'combatEvents'>) =>
  combat.combatEvents.map(({ combatEventType, round, combatResult }) => ({
    combatEventType,
    round,
    combatResult,
  }));

/** Fight replays through the gateway: re-simulated, verified, shared by token, never by id. */
describe('fight replays', () => {
  let owner: TestPlayer;
  let other: TestPlayer;
  let hunt: CombatAnswer;
  let replay: Replay;

  beforeAll(async () => {
    [owner, other] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    hunt = await huntToEnd(owner.client);
    expect(hunt.combatEnded).toBe(true);
    const answer = await replayOf(owner, hunt.id!);
    expect(answer.body.errors).toBeUndefined();
    replay = answer.body.data!.fightReplay;
  });

  it('replays the hunt round by round, as it was fought', () => {
    expect(replay).toMatchObject({ id: hunt.id, engineVersion: 1, own: true, baitName: expect.any(String) });
    expect(replay.combat.result).toBe(hunt.result);
    expect(replay.combat.round).toBe(hunt.round);
    expect(replay.combat.rewardXP).toBe(hunt.rewardXP);
    expect(replay.combat.enemyInfo.enemyId).toBe(hunt.enemyInfo!.enemyId);
    expect(eventsOf(replay.combat)).toEqual(eventsOf(hunt));
    expect(replay.shareToken).toMatch(/^[0-9a-f]{32}$/);
  });

  it('verifies that the stored fight reproduces exactly', async () => {
    const answer = await verify(owner, hunt.id!);
    expect(answer.body.data!.verifyFight).toEqual({
      id: hunt.id,
      engineVersion: 1,
      reproduced: true,
      mismatches: [],
    });
  });

  it('names the fight in the journal for its Replay link', async () => {
    const answer = await owner.client.graphql<{
      journal: { entries: { type: number; combatInfo: { combatId: string | null } | null }[] };
    }>('{ journal(limit: 5) { entries { type combatInfo { combatId } } } }');
    const combats = answer.body.data!.journal.entries.filter((entry) => entry.type === 1);
    expect(combats.map((entry) => entry.combatInfo!.combatId)).toContain(hunt.id);
  });

  it('shows another player the fight by its share token, never by its id', async () => {
    const byId = await replayOf(other, hunt.id!);
    expect(byId.status).toBe(200);
    expect(byId.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');

    const shared = await replayOf(other, replay.shareToken!);
    expect(shared.body.errors).toBeUndefined();
    const seen = shared.body.data!.fightReplay;
    expect(seen).toMatchObject({ id: hunt.id, own: false, shareToken: null });
    expect(seen.combat.attacker.name).toBe(replay.combat.attacker.name);
    expect(seen.combat.combatEvents).toEqual(replay.combat.combatEvents);
    expect((await verify(other, replay.shareToken!)).body.data!.verifyFight.reproduced).toBe(true);
  });

  it('answers unknown fights and malformed references clearly, never with a 500', async () => {
    const unknown = await replayOf(owner, '999999999999');
    expect(unknown.body.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const unknownToken = await replayOf(owner, '0'.repeat(32));
    expect(unknownToken.body.errors![0]).toMatchObject({
      message: expect.stringContaining('no longer kept'),
      extensions: { code: 'NOT_FOUND' },
    });
    for (const ref of ['abc', '-1', '1'.repeat(40), "1' or 1=1"]) {
      const bad = await replayOf(owner, ref);
      expect(bad.body.errors![0]!.extensions!.code).toBe('BAD_REQUEST');
    }
  });

  it('tells a record that does not reproduce', async () => {
    const second = await activatedPlayer();
    const fight = await huntToEnd(second.client);
    await withServiceDb('game', (db) =>
      db.query("update combats set rounds_played = rounds_played + 1, log_digest = 'x' where id = $1", [
        fight.id,
      ]),
    );
    const answer = await verify(second, fight.id!);
    expect(answer.body.data!.verifyFight.reproduced).toBe(false);
    expect(answer.body.data!.verifyFight.mismatches).toContain('combat log');
  });

  it('says when a fight of the journal is no longer kept', async () => {
    const third = await activatedPlayer();
    const fight = await huntToEnd(third.client);
    // What retention does to a fight older than the retention period (docs/retention.md).
    await withServiceDb('game', (db) => db.query('delete from combats where id = $1', [fight.id]));
    const answer = await replayOf(third, fight.id!);
    expect(answer.body.errors![0]).toMatchObject({
      message: expect.stringContaining('no longer kept'),
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
