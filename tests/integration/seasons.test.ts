/**
 * Seasons through the gateway (issue 35): scores count what was gained inside the season, me and my
 * neighbours come in one call, an admin ends the season now (once: 409 after), its final standings
 * are archived and never change, placements show on the profile, and bad input changes nothing.
 */
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient, login, type TestPlayer } from '../kit/players';
import {
  aroundMe,
  currentSeason,
  endSeasonNow,
  placements,
  seasonPage,
  type SeasonView,
} from '../kit/seasons';
import { setPlayer } from '../kit/shop';
import { eventually } from '../kit/wait';

const mine = (rows: { userId: string; score: number }[], player: TestPlayer) =>
  rows.find((row) => row.userId === player.id);

/** The player's live season score once the ladder has it, or undefined after the timeout. */
async function scoreOnLadder(player: TestPlayer, expected: number) {
  const found = await eventually(
    async () => (await aroundMe(player.client)).me?.score,
    (score) => score === expected,
  );
  return found;
}

async function endAndArchive(admin: GatewayClient, season: SeasonView): Promise<void> {
  const ended = await endSeasonNow(admin, season.number);
  expect(ended.body.errors).toBeUndefined();
  expect(ended.body.data?.endSeasonNow).toMatchObject({
    number: season.number,
    ended: true,
    endedEarly: true,
  });
  const archived = await eventually(
    async () => (await seasonPage(admin, { season: season.number })).season.archived,
    (done) => done,
  );
  expect(archived).toBe(true);
}

describe('seasons', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('ranks what was gained this season, and answers me and my neighbours in one call', async () => {
    const [leader, follower] = [await activatedPlayer(), await activatedPlayer()];
    await setPlayer(admin, leader, { xp: 4_000_020 });
    await setPlayer(admin, follower, { xp: 4_000_010 });
    expect(await scoreOnLadder(leader, 4_000_020)).toBe(4_000_020);
    expect(await scoreOnLadder(follower, 4_000_010)).toBe(4_000_010);

    const around = await aroundMe(follower.client, undefined, 1);
    const at = around.rows.findIndex((row) => row.userId === follower.id);
    expect(around.me).toMatchObject({ userId: follower.id, rank: around.rows[at]!.rank });
    expect(around.rows[at - 1]).toMatchObject({ userId: leader.id, rank: around.me!.rank - 1 });

    // Paging forwards and backwards gives the same ranks as the neighbourhood.
    const page = await seasonPage(follower.client, { offset: around.me!.rank - 2, limit: 2 });
    expect(page.rows.map((row) => [row.rank, row.userId])).toEqual([
      [around.me!.rank - 1, leader.id],
      [around.me!.rank, follower.id],
    ]);
    expect(page.total).toBeGreaterThanOrEqual(around.me!.rank);
  });

  it('leaves a banned player out of the season ladder at once, and brings them back when unbanned', async () => {
    const player = await activatedPlayer();
    await setPlayer(admin, player, { xp: 3_000_000 });
    expect(await scoreOnLadder(player, 3_000_000)).toBe(3_000_000);
    const ban = (role: number) =>
      admin.request('PUT', '/api/user', {
        json: { id: player.id, name: player.name, email: player.email, userRole: role },
      });
    expect((await ban(666)).status).toBe(200);
    const gone = await eventually(
      async () => mine((await seasonPage(admin, { limit: 100 })).rows, player),
      (row) => row === undefined,
    );
    expect(gone).toBeUndefined();
    expect((await ban(1)).status).toBe(200);
    // The ban ended the player's sessions: they sign in again.
    const token = await login(player.client, player.name, player.password);
    expect(await scoreOnLadder({ ...player, client: player.client.withToken(token) }, 3_000_000)).toBe(
      3_000_000,
    );
  });

  it('ends a season now: the next starts from zero, the archive is final, and placements show', async () => {
    const player = await activatedPlayer();
    await setPlayer(admin, player, { xp: 5_000_000 });
    expect(await scoreOnLadder(player, 5_000_000)).toBe(5_000_000);
    const season = await currentSeason(player.client);

    // A player cannot end it; the admin can, once.
    const refused = await endSeasonNow(player.client, season.number);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const started = Date.now();
    await endAndArchive(admin, season);
    const next = await currentSeason(player.client);
    expect(next.number).toBe(season.number + 1);
    expect(next.startsAt * 1000).toBeLessThanOrEqual(started + 5_000);
    const again = await endSeasonNow(admin, season.number);
    expect(again.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.body.errors?.[0]?.message).toBe(`Season ${season.number} has already ended`);

    // The archive holds the player's final place, and their profile shows it.
    const archived = await aroundMe(player.client, season.number, 0);
    expect(archived.me).toMatchObject({ userId: player.id, score: 5_000_000 });
    const placed = await placements(player.client);
    expect(placed).toContainEqual({
      season: season.number,
      kind: 'XP',
      rank: archived.me!.rank,
      score: 5_000_000,
      of: archived.total,
    });

    // The new season counts from the total at its start.
    await setPlayer(admin, player, { xp: 5_000_030 });
    expect(await scoreOnLadder(player, 30)).toBe(30);

    // Final standings are byte-identical after a later season ends.
    const before = JSON.stringify(await seasonPage(player.client, { season: season.number, limit: 100 }));
    await endAndArchive(admin, next);
    const after = JSON.stringify(await seasonPage(player.client, { season: season.number, limit: 100 }));
    expect(after).toBe(before);
  });

  it('refuses bad input with its documented error and changes nothing', async () => {
    const player = await activatedPlayer();
    const schedule = '{ seasonSchedule { anchor lengthDays } }';
    const update =
      'mutation ($anchor: Int!, $days: Int!) { updateSeasonSchedule(anchor: $anchor, lengthDays: $days) { anchor lengthDays } }';
    const kept = (await admin.graphql<{ seasonSchedule: unknown }>(schedule)).body.data?.seasonSchedule;

    const asPlayer = await player.client.graphql(update, { anchor: 1_767_571_200, days: 7 });
    expect(asPlayer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const [anchor, days, message] of [
      [1_767_571_200, 0, 'lengthDays must be a whole number from 1 to 365'],
      [1_767_571_200, 366, 'lengthDays must be a whole number from 1 to 365'],
      [0, 28, 'anchor must be epoch seconds from 2020-01-01 to 2100-01-01 (UTC)'],
    ] as const) {
      const answer = await admin.graphql(update, { anchor, days });
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED' } });
    }
    expect((await admin.graphql<{ seasonSchedule: unknown }>(schedule)).body.data?.seasonSchedule).toEqual(
      kept,
    );

    const unknown = await player.client.graphql('{ seasonLadder(season: 999999, kind: XP) { total } }');
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: 'Season 999999 not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const tooMany = await player.client.graphql('{ seasonLadder(kind: XP, limit: 101) { total } }');
    expect(tooMany.body.errors?.[0]).toMatchObject({
      message: 'limit must be an integer from 1 to 100',
      extensions: { code: 'BAD_REQUEST' },
    });
    const wide = await player.client.graphql('{ seasonLadderAroundMe(kind: XP, radius: 26) { total } }');
    expect(wide.body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const missing = await admin.graphql('mutation { endSeasonNow(number: 999999) { number } }');
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('records the schedule and end-now in the audit trail', async () => {
    const schedule = (
      await admin.graphql<{ seasonSchedule: { anchor: number; lengthDays: number } }>(
        '{ seasonSchedule { anchor lengthDays } }',
      )
    ).body.data!.seasonSchedule;
    const changed = await admin.graphql(
      'mutation ($anchor: Int!, $days: Int!) { updateSeasonSchedule(anchor: $anchor, lengthDays: $days) { lengthDays } }',
      { anchor: schedule.anchor, days: schedule.lengthDays === 28 ? 21 : 28 },
    );
    expect(changed.body.errors).toBeUndefined();
    const trail = await admin.graphql<{
      competitionChanges: { entity: string; action: string; actorName: string }[];
    }>('{ competitionChanges(limit: 5) { entity action actorName } }');
    expect(trail.body.data?.competitionChanges[0]).toEqual({
      entity: 'SeasonSchedule',
      action: 'updated',
      actorName: 'admin',
    });
    expect(trail.body.data?.competitionChanges).toContainEqual({
      entity: 'Season',
      action: 'endedNow',
      actorName: 'admin',
    });
    // Back to the default calendar for the other suites.
    await admin.graphql(
      'mutation ($anchor: Int!, $days: Int!) { updateSeasonSchedule(anchor: $anchor, lengthDays: $days) { lengthDays } }',
      { anchor: schedule.anchor, days: schedule.lengthDays },
    );
  });
});
