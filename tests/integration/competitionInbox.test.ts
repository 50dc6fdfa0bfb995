/**
 * League and tournament results reach the inbox (issue 36) through the whole stack: analytics
 * writes each player's CompetitionResult in the transaction of the results, its relay sends it,
 * social's consumer puts one LEAGUE_RESULT or TOURNAMENT_RESULT line in the player's inbox (read
 * through the gateway's myInbox), and the game pushes it to a player who chose competition results.
 * The same result announced again under a new event id adds nothing.
 */
import { randomUUID } from 'node:crypto';
import { analyticsEvents, decodeEnvelope, decodePayload, encodeEvent } from '@vh/contracts';
import type { GatewayClient } from '../kit/gateway';
import { huntToEnd, pastRepeatWindow, resetCooldown } from '../kit/game';
import { endLeagueWeekNow, myLeague, rewardEveryBronzePlayer } from '../kit/leagues';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { PushServiceStandIn, chooseInboxPushGroups, subscribePlayer } from '../kit/pushService';
import { graphqlData } from '../kit/seasons';
import { withServiceDb } from '../kit/serviceDb';
import { inbox, type InboxLine } from '../kit/social';
import { eventually } from '../kit/wait';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const ordinal = (rank: number) =>
  `${rank}${[11, 12, 13].includes(rank % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[rank % 10] ?? 'th')}`;

/** The player's inbox lines of a kind, once at least `count` arrived (within 45 s). */
async function linesOf(player: TestPlayer, kind: string, count = 1): Promise<InboxLine[]> {
  const lines = async () => (await inbox(player.client)).notifications.filter((line) => line.kind === kind);
  return eventually(lines, (found) => found.length >= count, 45_000);
}

/**
 * Announces the player's result once more, as a new event (a new id, the same result), through
 * analytics' outbox, then a result of another week as a marker: one player's events are consumed in
 * order (same key, same partition), so once the marker's line is in the inbox the copy was consumed.
 */
async function announceAgain(player: TestPlayer, ref: number): Promise<void> {
  await withServiceDb('analytics', async (db) => {
    const { rows } = await db.query<{ payload: Buffer; topic: string }>(
      `select payload, topic from outbox where message_key = $1 and event_type = $2`,
      [player.id, analyticsEvents.CompetitionResultSchema.typeName],
    );
    const original = rows
      .map((row) => ({ row, envelope: decodeEnvelope(row.payload) }))
      .find(
        ({ envelope }) =>
          decodePayload(envelope, analyticsEvents.CompetitionResultSchema)?.ref === BigInt(ref),
      );
    expect(original).toBeDefined();
    const result = decodePayload(original!.envelope, analyticsEvents.CompetitionResultSchema)!;
    const marker = { ...result, ref: result.ref + 1_000_000n };
    for (const announced of [result, marker]) {
      const id = randomUUID();
      const payload = encodeEvent(analyticsEvents.CompetitionResultSchema, announced, {
        id,
        occurredAt: new Date(),
        producer: 'competition-inbox-test',
      });
      await db.query(
        `insert into outbox (id, topic, message_key, event_type, payload) values ($1, $2, $3, $4, $5)`,
        [
          id,
          original!.row.topic,
          player.id,
          analyticsEvents.CompetitionResultSchema.typeName,
          Buffer.from(payload),
        ],
      );
    }
    await db.query(`select pg_notify('outbox_event', '')`);
  });
  await linesOf(player, 'LEAGUE_RESULT', 2);
}

describe('competition results in the inbox', () => {
  let admin: GatewayClient;
  const pushService = new PushServiceStandIn();

  beforeAll(async () => {
    admin = await adminClient();
    await pushService.start();
  });
  afterAll(() => pushService.stop());

  it('tells a player their league week: the place, the zone and the reward, once, and pushes it', async () => {
    const restoreBronze = await rewardEveryBronzePlayer(admin, 55);
    try {
      const player = await activatedPlayer();
      await huntToEnd(player.client);
      const browser = pushService.newSubscription();
      await subscribePlayer(player, browser);
      await chooseInboxPushGroups(player, ['COMPETITION']);
      const scored = await eventually(
        () => myLeague(player.client),
        (league) => (league?.me?.points ?? 0) > 0,
      );
      const week = scored!.week.id;
      const ended = await endLeagueWeekNow(admin, week);
      expect(ended.body.errors).toBeUndefined();

      const [line] = await linesOf(player, 'LEAGUE_RESULT');
      const result = (await myLeague(player.client, week))!.result!;
      expect(line).toMatchObject({ link: '/competition/league', read: false });
      const title = new RegExp(
        `^${scored!.tier.name} league, week of \\d{4}-\\d{2}-\\d{2}: you finished ${ordinal(result.rank)} of (\\d+)$`,
      ).exec(line!.title);
      expect(title).not.toBeNull();
      expect(Number(title![1])).toBeGreaterThanOrEqual(result.rank);
      const zone = {
        promoted: 'Promoted: next week you play in ',
        demoted: 'Demoted: next week you play in ',
        stayed: 'You stay in ',
      }[result.outcome]!;
      expect(line!.body.startsWith(zone)).toBe(true);
      // Every Bronze player with points is paid, so this one is.
      expect(line!.body).toContain('Your reward, 55 VGC, is paid into your inventory.');
      // The player chose competition results: the same words reach their browser, opening the league.
      const [push] = await eventually(
        async () => pushService.pushesTo(browser),
        (pushes) => pushes.length > 0,
        30_000,
      );
      expect(push?.payload).toMatchObject({
        kind: 'inbox',
        inboxKind: 'LEAGUE_RESULT',
        title: line!.title,
        body: line!.body,
        url: '/competition/league',
      });

      // The copy adds nothing: the week's line and the marker's, no third.
      await announceAgain(player, week);
      expect(await linesOf(player, 'LEAGUE_RESULT')).toHaveLength(2);
    } finally {
      await restoreBronze();
    }
  });

  it("tells each entrant their tournament place, the winner's prize and a link to the tournament", async () => {
    const [winner, other] = [await activatedPlayer(), await activatedPlayer()];
    const enemies = await graphqlData<{ enemies: { id: number }[] }>(admin, '{ enemies { id } }');
    const name = `Inbox Cup ${Math.random().toString(36).slice(2, 8)}`;
    const created = await graphqlData<{ createTournament: { id: number } }>(
      admin,
      `mutation ($input: TournamentInput!) { createTournament(input: $input) { id } }`,
      {
        input: {
          name,
          startsAt: nowSeconds() + 6,
          endsAt: nowSeconds() + 3600,
          maxPlayers: 10,
          minXp: 0,
          pointTable: enemies.enemies.map((enemy) => ({ enemyId: enemy.id, points: 3 })),
          prizes: [{ rankFrom: 1, rankTo: 1, currency: 'VGC', currencyAmount: 250, itemAmount: 0 }],
        },
      },
    );
    const id = created.createTournament.id;
    for (const player of [winner, other]) {
      const registered = await eventually(
        () => player.client.graphql('mutation ($id: Int!) { registerForTournament(id: $id) { id } }', { id }),
        (answer) => answer.body.errors?.[0]?.extensions?.code !== 'NOT_FOUND',
      );
      expect(registered.body.errors).toBeUndefined();
    }
    const phase = () =>
      graphqlData<{ tournament: { phase: string; myEntry: { points: number } | null } }>(
        winner.client,
        'query ($id: Int!) { tournament(id: $id) { phase myEntry { points } } }',
        { id },
      );
    await eventually(phase, (answer) => answer.tournament.phase === 'RUNNING', 15_000);
    let won = false;
    for (let hunt = 0; hunt < 12 && !won; hunt++) {
      won = (await huntToEnd(winner.client)).result === 2;
      await resetCooldown(admin, winner.id);
      await pastRepeatWindow();
    }
    expect(won).toBe(true);
    await eventually(phase, (answer) => (answer.tournament.myEntry?.points ?? 0) > 0);
    await graphqlData(admin, 'mutation ($id: Int!) { endTournamentNow(id: $id) { id } }', { id });

    const [first] = await linesOf(winner, 'TOURNAMENT_RESULT');
    expect(first).toMatchObject({
      title: `${name}: you finished 1st of 2`,
      body: 'Your reward, 250 VGC, is paid into your inventory.',
      link: `/competition/tournaments/${id}`,
    });
    const [second] = await linesOf(other, 'TOURNAMENT_RESULT');
    expect(second).toMatchObject({
      title: `${name}: you finished 2nd of 2`,
      body: 'This place wins no prize. The final standings are on the tournament page.',
      link: `/competition/tournaments/${id}`,
    });
  });
});
