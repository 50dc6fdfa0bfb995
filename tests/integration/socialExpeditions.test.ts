/**
 * Expeditions (issue 36) through the gateway: a coven's members, hunting at once on a ground of
 * their own with a retainer's auto-hunt among their hunts, complete an expedition whose shares add
 * up exactly to the chest and are paid into their VGC once; a catch made before joining counts
 * nothing; two starts at once make one expedition and one 409; the ledger records who caught what;
 * an expedition whose time ran out fails without a chest.
 *
 * The members hunt on a small ground this suite creates (three enemies without stats: every fight
 * is won), so the targets drawn from the grounds they stand on are known and reachable; nothing in
 * the service is set up for the test.
 */
import { randomUUID } from 'node:crypto';
import { create as message } from '@bufbuild/protobuf';
import { physicalTopic } from '@vh/kit';
import { Topics, encodeEvent, gameEvents } from '@vh/contracts';
import { create, unique } from '../kit/content';
import { testKafka } from '../kit/events';
import type { GatewayClient } from '../kit/gateway';
import {
  balance,
  huntToEnd,
  me,
  ofType,
  pastRepeatWindow,
  resetCooldown,
  type CombatAnswer,
} from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { withServiceDb } from '../kit/serviceDb';
import { grant, setPlayer } from '../kit/shop';
import { inbox, whenKnown } from '../kit/social';
import { eventually } from '../kit/wait';

const FOUND = `mutation ($name: String!) { foundCoven(input: { name: $name, open: true }) { id } }`;
const ASK = `mutation ($covenId: Int!) { requestToJoinCoven(covenId: $covenId) { id } }`;
const ANSWER = `mutation ($id: ID!) { answerJoinRequest(id: $id, accept: true) }`;
const SET_ROLE = `mutation ($userId: ID!) { setCovenRole(userId: $userId, role: OFFICER) }`;
const MY_COVEN_GROUNDS = `{ myCoven { members { player { userId huntingGround { id } } } } }`;
const START = `mutation { startExpedition { id } }`;
const EXPEDITION_FIELDS = `id covenId status startedAt endsAt finishedAt formula
  targets { enemyId huntingGroundId required caught }
  chest { currency amount }
  contributions { player { userId } catches hunts }
  shares { player { userId } credits floor amount paid }`;
const EXPEDITION = `query ($id: Int!) { expedition(id: $id) { ${EXPEDITION_FIELDS} } }`;
const MY_COVEN_EXPEDITION = `{ myCoven { expedition { id status } pastExpeditions { id status } } }`;

interface Expedition {
  id: number;
  covenId: number;
  status: 'RUNNING' | 'COMPLETED' | 'FAILED';
  finishedAt: string | null;
  formula: string;
  targets: { enemyId: number; huntingGroundId: number; required: number; caught: number }[];
  chest: { currency: string; amount: number };
  contributions: { player: { userId: string }; catches: number; hunts: number }[];
  shares: { player: { userId: string }; credits: number; floor: number; amount: number; paid: boolean }[];
}

interface LedgerRow {
  event_id: string;
  user_id: string | null;
  combat_id: string;
  enemy_id: number;
  target_position: number | null;
  retainer: boolean;
  occurred_at: Date;
}

const errorOf = (answer: {
  body: { errors?: { message: string; extensions?: Record<string, unknown> }[] };
}) => answer.body.errors?.[0];

async function expedition(client: GatewayClient, id: number): Promise<Expedition | null> {
  return (await graphqlData<{ expedition: Expedition | null }>(client, EXPEDITION, { id })).expedition;
}

/** A ground of this suite's own: three enemies without stats (health 1, no damage), met equally often. */
async function weakGround(admin: GatewayClient) {
  // A name of its own: the admin web's tests pick the seeded 'Common' by name.
  const rarity = await create(admin, 'rarity', {
    name: unique('Marsh common'),
    shortName: unique('common'),
    colorHex: '#a0a0a0',
  });
  const enemyType = await create(admin, 'enemytype', { name: 'Marsh thing', shortName: unique('marsh') });
  // A late region: new players keep starting where they did (the first open region by sequence).
  const region = await create(admin, 'region', { name: unique('Expedition Moor'), sequence: 97 });
  const ground = await create(admin, 'huntingground', {
    name: unique('Mire'),
    regionId: region.id,
    sequence: 1,
  });
  const enemies = [];
  for (const name of ['Bog Wisp', 'Mire Rat', 'Fen Bat']) {
    enemies.push(await create(admin, 'enemy', { name, enemyType: enemyType.id, enemyRarity: rarity.id }));
  }
  await create(admin, 'huntingtable', {
    name: 'Ordinary',
    huntingGroundId: ground.id,
    enemies: enemies.map((enemy, index) => ({
      enemyId: enemy.id,
      rangeMin: index * 10,
      rangeMax: index * 10 + 10,
    })),
  });
  return { groundId: ground.id, enemyIds: enemies.map((enemy) => enemy.id) };
}

/** Travels to the ground (once the game's snapshot has it) with bait for the suite's hunts. */
async function readyToHunt(admin: GatewayClient, player: TestPlayer, groundId: number) {
  const travelled = await eventually(
    () =>
      player.client.post<{ success: boolean; message: string }>('/api/Game/travel', {
        form: { newHuntingGroundId: String(groundId) },
      }),
    (answer) => answer.body.success,
  );
  expect(travelled.body.success).toBe(true);
  const bait = ofType(await me(player.client), 'bait')[0]!;
  await grant(admin, player.id, bait.itemId, 30);
}

/** Founds an open coven (once the social service knows the captain) and seats the others in it. */
async function covenOf(captain: TestPlayer, others: TestPlayer[]): Promise<number> {
  const founded = await whenKnown(() => captain.client.graphql(FOUND, { name: unique('Coven') }));
  const covenId = (founded.body.data as { foundCoven: { id: number } }).foundCoven.id;
  for (const other of others) await join(captain, other, covenId);
  return covenId;
}

async function join(captain: TestPlayer, player: TestPlayer, covenId: number) {
  const asked = await whenKnown(() => player.client.graphql(ASK, { covenId }));
  if (asked.body.errors) throw new Error(`join request failed: ${asked.text}`);
  const id = (asked.body.data as { requestToJoinCoven: { id: string } }).requestToJoinCoven.id;
  await graphqlData(captain.client, ANSWER, { id });
}

/** Equips the cheapest retainer (XP raised to its requirement): the game's job auto-hunts within seconds. */
async function equipRetainer(admin: GatewayClient, player: TestPlayer) {
  const items = (await admin.get<{ id: number; type: number; reqXP: number }[]>('/api/item')).body;
  const types = (await admin.get<{ id: number; shortName: string }[]>('/api/itemtype')).body;
  const retainerType = types.find((type) => type.shortName === 'retainer')!.id;
  const retainer = items.filter((item) => item.type === retainerType).sort((a, b) => a.reqXP - b.reqXP)[0]!;
  await setPlayer(admin, player, { xp: retainer.reqXP });
  await grant(admin, player.id, retainer.id, 1);
  const equipped = await player.client.get<{ success: boolean }>(`/api/game/equip/${retainer.id}`);
  expect(equipped.body.success).toBe(true);
}

const ledgerOf = (expeditionId: number) =>
  withServiceDb('social', async (db) => {
    const { rows } = await db.query<LedgerRow>(
      `select event_id, user_id, combat_id::text, enemy_id, target_position, retainer, occurred_at
         from expedition_hunts where expedition_id = $1 order by id`,
      [expeditionId],
    );
    return rows;
  });

/**
 * Publishes HuntCompleted events as the game would (its topic, keyed by the player: one partition, in
 * order), each with the given id and time: a late or repeated delivery of the game's own.
 */
async function publishHunts(
  userId: string,
  hunts: { id: string; occurredAt: Date; enemyId: number; huntingGroundId: number; result: number }[],
) {
  const producer = testKafka().producer();
  await producer.connect();
  await producer.send({
    topic: physicalTopic(Topics.gamePlayers),
    messages: hunts.map(({ id, occurredAt, ...hunt }) => ({
      key: userId,
      value: Buffer.from(
        encodeEvent(
          gameEvents.HuntCompletedSchema,
          message(gameEvents.HuntCompletedSchema, { userId, ...hunt }),
          {
            id,
            occurredAt,
            producer: 'tests',
          },
        ),
      ),
    })),
  });
  await producer.disconnect();
}

describe('social: expeditions', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('is completed by concurrent member hunts, retainer included, and pays a split that adds up to the chest once', async () => {
    const { groundId, enemyIds } = await weakGround(admin);
    const [captain, hunter, latecomer] = [
      await activatedPlayer(),
      await activatedPlayer(),
      await activatedPlayer(),
    ];
    for (const player of [captain, hunter, latecomer]) await readyToHunt(admin, player, groundId);
    const covenId = await covenOf(captain, [hunter]);

    // The targets come from the grounds the members stand on: wait until the service saw them travel.
    await eventually(
      () =>
        graphqlData<{ myCoven: { members: { player: { huntingGround: { id: number } | null } }[] } }>(
          captain.client,
          MY_COVEN_GROUNDS,
        ),
      (data) => data.myCoven.members.every((member) => member.player.huntingGround?.id === groundId),
    );
    const started = await graphqlData<{ startExpedition: { id: number } }>(captain.client, START);
    const expeditionId = started.startExpedition.id;
    const atStart = (await expedition(captain.client, expeditionId))!;
    expect(atStart).toMatchObject({
      covenId,
      status: 'RUNNING',
      finishedAt: null,
      contributions: [],
      shares: [],
    });
    // Three members or fewer: three targets, each of the ground's three enemies. Met on a third of the
    // hunts each: 2 catches; the chest is 25 VGC a catch (these enemies drop no gold).
    expect(atStart.targets.map((target) => target.enemyId).sort()).toEqual([...enemyIds].sort());
    for (const target of atStart.targets) {
      expect(target).toMatchObject({ huntingGroundId: groundId, required: 2, caught: 0 });
    }
    expect(atStart.chest).toEqual({ currency: 'VGC', amount: 6 * 25 });
    expect(atStart.formula).toContain('The chest holds 150 VGC. 10% of it (15 VGC) is the floor');
    expect((await inbox(hunter.client)).notifications[0]).toMatchObject({
      kind: 'EXPEDITION_PROGRESS',
      title: 'An expedition has begun',
      link: '/coven',
    });

    // Before joining, the latecomer's win counts nothing, however late the service hears of it.
    await resetCooldown(admin, latecomer.id);
    const beforeJoining = await huntToEnd(latecomer.client);
    expect(beforeJoining.result).toBe(2);
    await pastRepeatWindow();
    await join(captain, latecomer, covenId);
    const joinedAt = await withServiceDb('social', async (db) => {
      const { rows } = await db.query<{ joined_at: Date }>(
        'select joined_at from expedition_members where expedition_id = $1 and user_id = $2',
        [expeditionId, latecomer.id],
      );
      return rows[0]!.joined_at;
    });
    // A win played a second before the join (after the start) whose event arrives after it (a
    // lagging game) counts nothing; a loss after the join, delivered twice, counts once. Same
    // partition: once the loss is in the ledger, the win was handled.
    const [early, late] = [randomUUID(), randomUUID()];
    const synthetic = { enemyId: enemyIds[0]!, huntingGroundId: groundId };
    const lateLoss = { id: late, occurredAt: new Date(), ...synthetic, result: 3 };
    await publishHunts(latecomer.id, [
      { id: early, occurredAt: new Date(joinedAt.getTime() - 1000), ...synthetic, result: 2 },
      lateLoss,
      lateLoss,
    ]);
    const afterLate = await eventually(
      () => ledgerOf(expeditionId),
      (rows) => rows.some((row) => row.event_id === late),
    );
    expect(afterLate.filter((row) => row.event_id === late)).toEqual([
      expect.objectContaining({ user_id: latecomer.id, target_position: null, retainer: false }),
    ]);
    expect(afterLate.some((row) => row.event_id === early)).toBe(false);
    expect(
      (await expedition(captain.client, expeditionId))!.targets.every((target) => target.caught === 0),
    ).toBe(true);

    // The retainer's hourly hunt counts like any other.
    await equipRetainer(admin, hunter);
    const retainerRow = await eventually(
      async () => (await ledgerOf(expeditionId)).find((row) => row.retainer),
      (row) => row !== undefined,
    );
    expect(retainerRow).toMatchObject({ user_id: hunter.id });

    const balances = new Map<string, number>();
    for (const player of [captain, hunter, latecomer])
      balances.set(player.id, balance(await me(player.client), 'VGC'));

    // All three hunt at once until the expedition is complete.
    let finished = false;
    const answers = new Map<string, CombatAnswer[]>();
    const huntAway = async (player: TestPlayer) => {
      const mine: CombatAnswer[] = [];
      answers.set(player.id, mine);
      for (let hunt = 0; hunt < 15 && !finished; hunt++) {
        await resetCooldown(admin, player.id);
        mine.push(await huntToEnd(player.client));
        await pastRepeatWindow();
      }
    };
    const watch = async () => {
      const done = await eventually(
        () => expedition(captain.client, expeditionId),
        (current) => current?.status !== 'RUNNING',
        120_000,
      );
      finished = true;
      return done!;
    };
    const [completed] = await Promise.all([watch(), ...[captain, hunter, latecomer].map(huntAway)]);
    expect(completed.status).toBe('COMPLETED');
    expect(completed.finishedAt).not.toBeNull();
    expect(completed.targets.every((target) => target.caught === target.required)).toBe(true);

    // The ledger: who caught what, each catch a win of the hunter's own over a target's enemy.
    const ledger = await ledgerOf(expeditionId);
    const combatsOf = (player: TestPlayer) =>
      new Map((answers.get(player.id) ?? []).map((answer) => [answer.id, answer]));
    for (const row of ledger.filter((each) => each.event_id !== late)) {
      const player = [captain, hunter, latecomer].find((each) => each.id === row.user_id)!;
      expect(player).toBeDefined();
      if (row.retainer) continue;
      const fight = combatsOf(player).get(row.combat_id);
      expect(fight?.enemyInfo?.enemyId).toBe(row.enemy_id);
      if (row.target_position !== null) expect(fight?.result).toBe(2);
    }
    for (const target of completed.targets) {
      const position = atStart.targets.indexOf(
        atStart.targets.find((each) => each.enemyId === target.enemyId)!,
      );
      const catches = ledger.filter((row) => row.target_position === position);
      expect(catches).toHaveLength(target.required);
      expect(catches.every((row) => row.enemy_id === target.enemyId)).toBe(true);
    }
    // No retroactive credit: the latecomer's hunt before joining is nowhere, and every counted hunt of
    // theirs happened after they joined.
    expect(ledger.some((row) => row.combat_id === beforeJoining.id || row.event_id === early)).toBe(false);
    for (const row of ledger.filter((each) => each.user_id === latecomer.id)) {
      expect(row.occurred_at.getTime()).toBeGreaterThanOrEqual(joinedAt.getTime());
    }
    // Contributions are the ledger aggregated.
    for (const contribution of completed.contributions) {
      const rows = ledger.filter((row) => row.user_id === contribution.player.userId);
      expect(contribution.hunts).toBe(rows.length);
      expect(contribution.catches).toBe(rows.filter((row) => row.target_position !== null).length);
    }

    // The split: a floor of 15 / hunters each, the rest by catches; exactly the chest.
    const hunters = completed.contributions.length;
    expect(completed.shares).toHaveLength(hunters);
    expect(completed.shares.reduce((sum, share) => sum + share.amount, 0)).toBe(150);
    for (const share of completed.shares) {
      expect(share.floor).toBe(Math.floor(15 / hunters));
      expect(share.amount).toBeGreaterThanOrEqual(share.floor);
      const contribution = completed.contributions.find(
        (each) => each.player.userId === share.player.userId,
      )!;
      expect(share.credits).toBe(contribution.catches);
    }
    expect(completed.formula).toContain(
      `shared equally by the ${hunters} ${hunters === 1 ? 'member' : 'members'} who hunted`,
    );

    // Paid through the game's exchange, once.
    const paid = await eventually(
      () => expedition(captain.client, expeditionId),
      (current) => current!.shares.every((share) => share.paid),
    );
    expect(paid!.shares.every((share) => share.paid)).toBe(true);
    const shareOf = (player: TestPlayer) =>
      completed.shares.find((share) => share.player.userId === player.id)?.amount ?? 0;
    for (const player of [captain, hunter, latecomer]) {
      expect(balance(await me(player.client), 'VGC')).toBe(balances.get(player.id)! + shareOf(player));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const player of [captain, hunter, latecomer]) {
      expect(balance(await me(player.client), 'VGC')).toBe(balances.get(player.id)! + shareOf(player));
    }

    const result = (await inbox(latecomer.client)).notifications.find(
      (line) => line.kind === 'EXPEDITION_RESULT',
    );
    expect(result).toMatchObject({ title: 'Expedition complete', link: '/coven' });
    const coven = await graphqlData<{
      myCoven: { expedition: null; pastExpeditions: { id: number; status: string }[] };
    }>(hunter.client, MY_COVEN_EXPEDITION);
    expect(coven.myCoven.expedition).toBeNull();
    expect(coven.myCoven.pastExpeditions).toEqual([{ id: expeditionId, status: 'COMPLETED' }]);
  });

  it('starts one expedition of two at once, for leaders only, shows it to members only and fails it when time ran out', async () => {
    const [captain, officer, member, outsider] = [
      await activatedPlayer(),
      await activatedPlayer(),
      await activatedPlayer(),
      await activatedPlayer(),
    ];
    const covenId = await covenOf(captain, [officer, member]);
    await graphqlData(captain.client, SET_ROLE, { userId: officer.id });

    const refused = await member.client.graphql(START);
    expect(errorOf(refused)).toMatchObject({
      message: 'Only the captain and officers can do this',
      extensions: { code: 'FORBIDDEN', status: 403 },
    });

    const both = await Promise.all([captain.client.graphql(START), officer.client.graphql(START)]);
    const made = both.filter((answer) => !answer.body.errors);
    const conflicts = both.filter((answer) => answer.body.errors);
    expect(made).toHaveLength(1);
    expect(conflicts).toHaveLength(1);
    expect(errorOf(conflicts[0]!)).toMatchObject({
      message: 'An expedition is running already',
      extensions: { code: 'CONFLICT', status: 409 },
    });
    const expeditionId = (made[0]!.body.data as { startExpedition: { id: number } }).startExpedition.id;
    expect(
      await withServiceDb('social', async (db) =>
        Number(
          (await db.query('select count(*) from expeditions where coven_id = $1', [covenId])).rows[0].count,
        ),
      ),
    ).toBe(1);

    // Members see it; to anyone else it does not exist.
    expect((await expedition(member.client, expeditionId))?.status).toBe('RUNNING');
    expect(await expedition(outsider.client, expeditionId)).toBeNull();
    const seen = await graphqlData<{ coven: { expedition: unknown; pastExpeditions: unknown[] } }>(
      outsider.client,
      `query ($id: Int!) { coven(id: $id) { expedition { id } pastExpeditions { id } } }`,
      { id: covenId },
    );
    expect(seen.coven).toEqual({ expedition: null, pastExpeditions: [] });

    // Time runs out (the suite moves its end into the past): the job fails it, no chest, members told.
    await withServiceDb('social', (db) =>
      db.query(
        `update expeditions set started_at = now() - interval '3 days', ends_at = now() - interval '2 minutes' where id = $1`,
        [expeditionId],
      ),
    );
    const failed = await eventually(
      () => expedition(member.client, expeditionId),
      (current) => current?.status === 'FAILED',
    );
    expect(failed).toMatchObject({ status: 'FAILED', shares: [] });
    expect((await inbox(member.client)).notifications[0]).toMatchObject({
      kind: 'EXPEDITION_RESULT',
      title: 'Expedition failed',
    });
    // Its members are free for the next one.
    const next = await graphqlData<{ startExpedition: { id: number } }>(officer.client, START);
    expect(next.startExpedition.id).toBeGreaterThan(expeditionId);
  });
});
