/**
 * Tournaments (issue 35) through the gateway: an admin defines one as content; players register
 * under its rules (twice, full, late, a fourth, below the entry XP: each refused with its 4xx and
 * nothing written), a registered player's won hunts score from the point table, an admin ends it
 * now (once: 409 after), and the prize is paid into the winner's inventory without a claim, once.
 */
import type { GatewayClient } from '../kit/gateway';
import { balance, huntToEnd, me, pastRepeatWindow, resetCooldown } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { eventually } from '../kit/wait';

const CREATE = `mutation ($input: TournamentInput!) { createTournament(input: $input) { id } }`;
const REGISTER = `mutation ($id: Int!) { registerForTournament(id: $id) { id registered myEntry { points } } }`;
const STATUS = `query ($id: Int!) { tournament(id: $id) {
  id name phase registered resultsWritten myEntry { rank points }
  standings(limit: 10) { total final rows { rank userId score } }
} }`;

interface Status {
  phase: string;
  registered: number;
  resultsWritten: boolean;
  myEntry: { rank: number | null; points: number } | null;
  standings: { total: number; final: boolean; rows: { rank: number; userId: string; score: number }[] };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function createTournament(admin: GatewayClient, fields: Record<string, unknown>): Promise<number> {
  const enemies = await graphqlData<{ enemies: { id: number }[] }>(admin, '{ enemies { id } }');
  const data = await graphqlData<{ createTournament: { id: number } }>(admin, CREATE, {
    input: {
      name: `Cup ${Math.random().toString(36).slice(2, 8)}`,
      startsAt: nowSeconds() + 3600,
      endsAt: nowSeconds() + 7200,
      maxPlayers: 100,
      minXp: 0,
      // Every enemy scores, so any won hunt counts.
      pointTable: enemies.enemies.map((enemy) => ({ enemyId: enemy.id, points: 7 })),
      prizes: [{ rankFrom: 1, rankTo: 1, currency: 'VGC', currencyAmount: 500, itemAmount: 0 }],
      ...fields,
    },
  });
  return data.createTournament.id;
}

const register = (player: TestPlayer, id: number) => player.client.graphql(REGISTER, { id });

/** Tries to register once content's release is in force for analytics (a new entry activates shortly). */
const registerWhenKnown = (player: TestPlayer, id: number) =>
  eventually(
    () => register(player, id),
    (result) => result.body.errors?.[0]?.extensions?.code !== 'NOT_FOUND',
  );

async function registered(player: TestPlayer, id: number) {
  const answer = await registerWhenKnown(player, id);
  expect(answer.body.errors).toBeUndefined();
  return answer;
}

const status = async (client: GatewayClient, id: number) =>
  (await graphqlData<{ tournament: Status }>(client, STATUS, { id })).tournament;

describe('tournaments', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('refuses a second, a late, a full, a fourth and an under-XP registration, changing nothing', async () => {
    const [first, second, third] = [
      await activatedPlayer(),
      await activatedPlayer(),
      await activatedPlayer(),
    ];
    const small = await createTournament(admin, { maxPlayers: 2, startsAt: nowSeconds() + 8 });
    await registered(first, small);
    const twice = await register(first, small);
    expect(twice.body.errors?.[0]).toMatchObject({
      message: 'You are already registered for this tournament',
      extensions: { code: 'CONFLICT' },
    });
    await registered(second, small);
    const full = await register(third, small);
    expect(full.body.errors?.[0]).toMatchObject({
      message: 'The tournament is full',
      extensions: { code: 'CONFLICT' },
    });
    expect((await status(admin, small)).registered).toBe(2);

    const elite = await createTournament(admin, { minXp: 1_000_000_000 });
    const underXp = await registerWhenKnown(third, elite);
    expect(underXp.body.errors?.[0]).toMatchObject({
      message: 'This tournament needs 1000000000 XP to enter',
      extensions: { code: 'FORBIDDEN' },
    });

    // A fourth tournament at once is refused; the first player is in `small` and two more.
    const more = [
      await createTournament(admin, {}),
      await createTournament(admin, {}),
      await createTournament(admin, {}),
    ];
    await registered(first, more[0]!);
    await registered(first, more[1]!);
    const fourth = await registerWhenKnown(first, more[2]!);
    expect(fourth.body.errors?.[0]).toMatchObject({
      message: 'You can be registered for at most 3 tournaments at once',
      extensions: { code: 'CONFLICT' },
    });
    expect((await status(first.client, more[2]!)).myEntry).toBeNull();

    // Registration closes at the start.
    await eventually(
      async () => (await status(third.client, small)).phase,
      (phase) => phase === 'RUNNING',
      15_000,
    );
    const late = await register(third, small);
    expect(late.body.errors?.[0]).toMatchObject({
      message: 'Registration has closed: the tournament has started',
      extensions: { code: 'CONFLICT' },
    });
    const unknown = await register(third, 999_999);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('scores won hunts from the point table, ends now, and pays the prize once', async () => {
    const player = await activatedPlayer();
    const id = await createTournament(admin, { startsAt: nowSeconds() + 4, endsAt: nowSeconds() + 3600 });
    await registered(player, id);
    await eventually(
      async () => (await status(player.client, id)).phase,
      (phase) => phase === 'RUNNING',
      15_000,
    );
    let wins = 0;
    for (let hunt = 0; hunt < 12 && wins < 2; hunt++) {
      const fight = await huntToEnd(player.client);
      if (fight.result === 2) wins += 1;
      await resetCooldown(admin, player.id);
      await pastRepeatWindow();
    }
    expect(wins).toBeGreaterThan(0);
    const scored = await eventually(
      () => status(player.client, id),
      (found) => found.myEntry?.points === 7 * wins,
    );
    expect(scored.myEntry).toEqual({ rank: 1, points: 7 * wins });
    expect(scored.standings.rows[0]).toMatchObject({ rank: 1, userId: player.id, score: 7 * wins });
    const before = balance(await me(player.client), 'VGC');

    const refused = await player.client.graphql('mutation ($id: Int!) { endTournamentNow(id: $id) { id } }', {
      id,
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ended = await graphqlData<{ endTournamentNow: { phase: string } }>(
      admin,
      'mutation ($id: Int!) { endTournamentNow(id: $id) { phase } }',
      { id },
    );
    expect(ended.endTournamentNow.phase).toBe('ENDED');
    const again = await admin.graphql('mutation ($id: Int!) { endTournamentNow(id: $id) { id } }', { id });
    expect(again.body.errors?.[0]).toMatchObject({
      message: `Tournament ${id} has already ended`,
      extensions: { code: 'CONFLICT' },
    });

    const history = await eventually(
      async () =>
        (
          await graphqlData<{
            myTournaments: {
              tournament: { id: number };
              rank: number;
              prizePaid: boolean;
              prizeCurrencyAmount: number;
            }[];
          }>(player.client, '{ myTournaments { tournament { id } rank prizePaid prizeCurrencyAmount } }')
        ).myTournaments.find((entry) => entry.tournament.id === id),
      (entry) => entry?.prizePaid === true && entry.prizeCurrencyAmount === 500,
    );
    expect(history).toMatchObject({ rank: 1, prizePaid: true, prizeCurrencyAmount: 500 });
    expect(balance(await me(player.client), 'VGC') - before).toBe(500);
    const final = await status(player.client, id);
    expect(final).toMatchObject({ resultsWritten: true, standings: { final: true } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(balance(await me(player.client), 'VGC') - before).toBe(500);
  });
});
