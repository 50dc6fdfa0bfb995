/**
 * Player reports and graded sanctions (issue 38, docs/sanctions.md) through the gateway: reports of a
 * board message and of a player (reasons, bounds, once per message, never about oneself, the rate
 * limit), the admin queue (assign, link, resolve); every sanction biting on the next call and lifting
 * itself at its end (feature bans, a ladder hold recomputing ranks, a temporary account ban ending the
 * tokens at once); a permanent ban; an appeal landing in the queue and answered; and a clawback of a
 * tournament's prize the player partly spent, keeping `npm run ledger:verify` clean.
 */
import { Redis } from 'ioredis';
import { SanctionChecks } from '@vh/kit';
import { REPORTS_PER_HOUR } from '@vh/contracts/client';
import { ANSWER_INVITATION, INVITE, POST, call, foundCoven, ok } from '../kit/covens';
import { exchange } from '../kit/exchange';
import type { GatewayClient } from '../kit/gateway';
import { balance, huntToEnd, me, pastRepeatWindow, resetCooldown } from '../kit/game';
import { myRanks } from '../kit/ladder';
import { placeOrder } from '../kit/market';
import { ledgerVerify } from '../kit/ledgerVerify';
import { activatedPlayer, adminClient, login, type TestPlayer } from '../kit/players';
import { setGift } from '../kit/social';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

const SANCTION = `id kind reason note endsAt inForce liftedAt canAppeal decidedBy
  appeal { text answer note } reportIds clawbackTournamentIds`;
const IMPOSE = `mutation ($input: SanctionInput!) { imposeSanction(input: $input) { ${SANCTION} } }`;
const LIFT = `mutation ($id: ID!, $note: String) { liftSanction(id: $id, note: $note) { ${SANCTION} } }`;
const MINE = `{ mySanctions { ${SANCTION} } }`;
const APPEAL = `mutation ($id: ID!, $text: String!) { appealSanction(id: $id, text: $text) { ${SANCTION} } }`;
const ANSWER = `mutation ($id: ID!, $answer: AppealAnswer!, $note: String) { answerAppeal(id: $id, answer: $answer, note: $note) { ${SANCTION} } }`;
const REPORT_MESSAGE = `mutation ($id: ID!, $reason: String, $category: ModerationReason) { reportBoardMessage(id: $id, reason: $reason, category: $category) }`;
const REPORT_PLAYER = `mutation ($userId: ID!, $reason: ModerationReason!, $text: String) { reportPlayer(userId: $userId, reason: $reason, text: $text) }`;
const REPORT = `id kind status reason text messageBody messageId sanctionId assigneeName decision decisionNote
  groupId reporter { userId } target { userId } linked { id status } reportsAboutTarget`;
const QUEUE = `query ($kind: ReportKind, $status: ReportStatus, $target: ID) {
  reports(kind: $kind, status: $status, targetUserId: $target, limit: 100) { total reports { ${REPORT} } } }`;
const ASSIGN = `mutation ($id: ID!) { assignReport(id: $id) { ${REPORT} } }`;
const LINK = `mutation ($id: ID!, $to: ID!) { linkReports(id: $id, to: $to) { ${REPORT} } }`;
const RESOLVE = `mutation ($id: ID!, $decision: ReportDecision!, $note: String, $sanctionId: ID) {
  resolveReport(id: $id, decision: $decision, note: $note, sanctionId: $sanctionId) { ${REPORT} } }`;

interface SanctionView {
  id: string;
  kind: string;
  endsAt: string | null;
  inForce: boolean;
  liftedAt: string | null;
  canAppeal: boolean;
  decidedBy: string | null;
  appeal: { text: string; answer: string | null; note: string | null } | null;
}

interface ReportView {
  id: string;
  kind: string;
  status: string;
  reason: string;
  text: string;
  messageBody: string | null;
  sanctionId: string | null;
  assigneeName: string | null;
  decision: string | null;
  groupId: string | null;
  target: { userId: string } | null;
  linked: { id: string; status: string }[];
  reportsAboutTarget: number;
}

let admin: GatewayClient;

async function impose(input: Record<string, unknown>): Promise<SanctionView> {
  return (await ok<{ imposeSanction: SanctionView }>(admin, IMPOSE, { input })).imposeSanction;
}

async function queue(variables: Record<string, unknown>): Promise<ReportView[]> {
  return (await ok<{ reports: { reports: ReportView[] } }>(admin, QUEUE, variables)).reports.reports;
}

/** A coven of `captain` joined by `member`, who posts a message: its id. */
async function covenWithMessage(captain: TestPlayer, member: TestPlayer, body: string): Promise<string> {
  await foundCoven(captain);
  const invitation = await ok<{ inviteToCoven: { id: string } }>(captain.client, INVITE, {
    name: member.name,
  });
  await ok(member.client, ANSWER_INVITATION, { id: invitation.inviteToCoven.id, accept: true });
  return (await ok<{ postToBoard: { id: string } }>(member.client, POST, { body })).postToBoard.id;
}

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('reports and graded sanctions', () => {
  beforeAll(async () => {
    admin = await adminClient();
    // Gifts open, so a gifts ban is what refuses a sender.
    await setGift(admin, 1);
  });

  it('takes reports of a board message and of a player, bounded, rate-limited, never about oneself', async () => {
    const [reporter, author] = await Promise.all([activatedPlayer(), activatedPlayer()]);
    const messageId = await covenWithMessage(reporter, author, 'You all hunt like sheep');

    expect(
      await ok(reporter.client, REPORT_MESSAGE, { id: messageId, reason: 'Insults', category: 'HARASSMENT' }),
    ).toEqual({ reportBoardMessage: true });
    expect((await call(reporter.client, REPORT_MESSAGE, { id: messageId })).error).toMatchObject({
      message: 'You reported this message already',
      extensions: { code: 'CONFLICT' },
    });
    const own = await call(author.client, REPORT_MESSAGE, { id: messageId, reason: 'mine' });
    expect(own.error).toMatchObject({ message: 'You cannot report your own message' });
    expect(
      (await call(reporter.client, REPORT_PLAYER, { userId: reporter.id, reason: 'SPAM' })).error,
    ).toMatchObject({
      message: 'You cannot report yourself',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(
      (
        await call(reporter.client, REPORT_PLAYER, {
          userId: author.id,
          reason: 'SPAM',
          text: 'x'.repeat(201),
        })
      ).error,
    ).toMatchObject({ message: 'A report reason has at most 200 characters' });
    expect(
      (
        await call(reporter.client, REPORT_PLAYER, {
          userId: '00000000-0000-4000-8000-000000000000',
          reason: 'SPAM',
        })
      ).error,
    ).toMatchObject({ message: 'No such player', extensions: { code: 'NOT_FOUND' } });

    // The hour's limit counts the message report too; the next one past it is 429 with a retry time.
    for (let filed = 1; filed < REPORTS_PER_HOUR; filed++) {
      await ok(reporter.client, REPORT_PLAYER, {
        userId: author.id,
        reason: 'CHEATING',
        text: `bot ${filed}`,
      });
    }
    const limited = await call(reporter.client, REPORT_PLAYER, { userId: author.id, reason: 'CHEATING' });
    expect(limited.error).toMatchObject({
      message: `You can file at most ${REPORTS_PER_HOUR} reports an hour`,
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect(limited.error?.extensions?.details?.retryAfterSeconds).toBeGreaterThan(3000);

    // The queue: players are refused; the admin finds, takes, links and resolves them as one.
    expect((await call(reporter.client, QUEUE, {})).error).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    const [message] = await queue({ kind: 'MESSAGE', target: author.id });
    expect(message).toMatchObject({
      status: 'OPEN',
      reason: 'HARASSMENT',
      text: 'Insults',
      messageBody: 'You all hunt like sheep',
      target: { userId: author.id },
      reportsAboutTarget: REPORTS_PER_HOUR,
    });
    const players = await queue({ kind: 'PLAYER', target: author.id });
    expect(players).toHaveLength(REPORTS_PER_HOUR - 1);
    const assigned = (await ok<{ assignReport: ReportView }>(admin, ASSIGN, { id: message!.id }))
      .assignReport;
    expect(assigned).toMatchObject({ status: 'ASSIGNED', assigneeName: 'admin' });
    const linked = (
      await ok<{ linkReports: ReportView }>(admin, LINK, { id: players[0]!.id, to: message!.id })
    ).linkReports;
    expect(linked.groupId).toBe(message!.id);
    expect(linked.linked.map((entry) => entry.id).sort()).toEqual([message!.id, players[0]!.id].sort());
    expect((await call(admin, LINK, { id: players[0]!.id, to: message!.id })).error).toMatchObject({
      message: 'These reports are linked already',
    });
    const warning = await impose({
      userId: author.id,
      kind: 'WARNING',
      reason: 'HARASSMENT',
      note: 'Keep the board civil',
      reportIds: [message!.id, players[0]!.id],
    });
    expect((await call(admin, RESOLVE, { id: message!.id, decision: 'SANCTIONED' })).error).toMatchObject({
      message: 'A sanctioned decision names its sanction',
    });
    const resolved = (
      await ok<{ resolveReport: ReportView }>(admin, RESOLVE, {
        id: message!.id,
        decision: 'SANCTIONED',
        note: 'Warned',
        sanctionId: warning.id,
      })
    ).resolveReport;
    expect(resolved).toMatchObject({ status: 'RESOLVED', decision: 'SANCTIONED', sanctionId: warning.id });
    expect(resolved.linked.every((entry) => entry.status === 'RESOLVED')).toBe(true);
    expect((await call(admin, RESOLVE, { id: players[0]!.id, decision: 'DISMISSED' })).error).toMatchObject({
      message: 'This report is resolved already',
      extensions: { code: 'CONFLICT' },
    });
    const history = await ok<{ socialChanges: { action: string }[] }>(
      admin,
      'query ($id: String) { socialChanges(entity: "Report", entityId: $id) { action } }',
      { id: message!.id },
    );
    expect(history.socialChanges.map((entry) => entry.action)).toEqual(['resolved', 'linked', 'assigned']);
  });

  it('bites at once with every sanction and lifts each at its end', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => activatedPlayer()));
    const [banned, member, captain, loner, held, other] = players as [
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
      TestPlayer,
    ];
    await covenWithMessage(captain, member, 'Hello coven');
    // Both on the XP ladder: one hunt each.
    for (const player of [held, other]) await huntToEnd(player.client);
    // The first suite of a full run may meet analytics still catching up: allow it a minute.
    const ranked = await eventually(
      async () => [await myRanks(held.client), await myRanks(other.client)],
      ([a, b]) => a!.ladderRank !== null && b!.ladderRank !== null,
      60_000,
    );
    const [heldRank, otherRank] = ranked.map((ranks) => ranks!.ladderRank) as [number, number];
    expect([typeof heldRank, typeof otherRank]).toEqual(['number', 'number']);
    const redis = new Redis(stackInfo().redisUrl, { lazyConnect: false });
    const checks = new SanctionChecks(redis);
    try {
      const endsAt = inSeconds(62);
      const base = { reason: 'OTHER', note: 'Test sanction', endsAt };
      await impose({ ...base, userId: member.id, kind: 'BOARD_BAN' });
      await impose({ ...base, userId: captain.id, kind: 'COVEN_BAN' });
      await impose({ ...base, userId: loner.id, kind: 'GIFTS_BAN' });
      await impose({ ...base, userId: loner.id, kind: 'MARKET_BAN' });
      await impose({ ...base, userId: held.id, kind: 'LADDER_HOLD' });
      const bannedToken = banned.client;
      await impose({ ...base, userId: banned.id, kind: 'ACCOUNT_BAN', reason: 'CHEATING' });

      // The next call of each is refused, with the documented message and the end.
      const until = `until ${endsAt}`;
      expect((await call(member.client, POST, { body: 'Still here?' })).error).toMatchObject({
        message: `You are banned from coven boards ${until}`,
        extensions: { code: 'FORBIDDEN' },
      });
      expect((await call(captain.client, POST, { body: 'Captain speaking' })).error).toMatchObject({
        message: `You are banned from covens ${until}`,
      });
      expect((await call(captain.client, '{ myCoven { board { id } } }')).error).toMatchObject({
        message: `You are banned from covens ${until}`,
      });
      expect((await call(loner.client, 'mutation { sendGiftsToAll { sent } }')).error).toMatchObject({
        message: `You are banned from gifts ${until}`,
      });
      // The market: an order is refused before anything is held (economy reads the same state).
      const order = { itemId: 1, side: 'BUY' as const, price: 1, quantity: 1 };
      expect((await placeOrder(loner.client, order)).errors[0]).toMatchObject({
        message: `You are banned from the market ${until}`,
        extensions: { code: 'FORBIDDEN' },
      });
      await expect(checks.require(member.id, 'market')).resolves.toBeUndefined();
      // A temporary account ban: the token in hand is refused now, a new sign-in says why and until when.
      const refused = await bannedToken.graphql('{ me { id } }');
      expect(refused.status).toBe(401);
      await expect(login(banned.client, banned.name, banned.password)).rejects.toThrow(
        `This account is banned until ${endsAt} (Cheating or botting)`,
      );
      // The ladder hold: out of the ladder, and the ranks behind it move up.
      // The other player's place follows a moment later (its rank is read from the recomputed ladder).
      const otherAfter = heldRank < otherRank ? otherRank - 1 : otherRank;
      const heldOut = await eventually(
        async () => [await myRanks(held.client), await myRanks(other.client)],
        ([a, b]) => a!.ladderRank === null && b!.ladderRank === otherAfter,
        60_000,
      );
      expect(heldOut[0]!.ladderRank).toBeNull();
      expect(heldOut[1]!.ladderRank).toBe(otherAfter);
      // What each player sees: the decision, why and until when.
      const seen = (await ok<{ mySanctions: SanctionView[] }>(member.client, MINE)).mySanctions;
      expect(seen).toEqual([
        expect.objectContaining({
          kind: 'BOARD_BAN',
          endsAt,
          inForce: true,
          canAppeal: true,
          decidedBy: null,
        }),
      ]);

      // At its end every sanction lifts itself (the checks compare the end; the hold's job places again).
      await new Promise((resolve) => setTimeout(resolve, Date.parse(endsAt) - Date.now() + 1000));
      expect((await call(member.client, POST, { body: 'Back again' })).error).toBeNull();
      expect((await call(captain.client, '{ myCoven { board { id } } }')).error).toBeNull();
      expect((await call(loner.client, 'mutation { sendGiftsToAll { sent } }')).error).toBeNull();
      await expect(checks.require(loner.id, 'market')).resolves.toBeUndefined();
      const reopened = await placeOrder(loner.client, { itemId: 1, side: 'BUY', price: 1, quantity: 1 });
      expect(reopened.errors.map((error) => error.message).join()).not.toContain('banned');
      expect(claimsFine(await login(banned.client, banned.name, banned.password))).toBe(true);
      const back = await eventually(
        () => myRanks(held.client),
        (ranks) => ranks.ladderRank !== null,
      );
      expect(back.ladderRank).toBe(heldRank);
      expect((await ok<{ mySanctions: SanctionView[] }>(member.client, MINE)).mySanctions[0]).toMatchObject({
        inForce: false,
        canAppeal: false,
      });
    } finally {
      redis.disconnect();
    }
  }, 180_000);

  it('bans for good until lifted, and refuses bad sanctions with 4xx', async () => {
    const player = await activatedPlayer();
    const bad = await call(admin, IMPOSE, {
      input: { userId: player.id, kind: 'ACCOUNT_BAN', reason: 'CHEATING', note: 'x' },
    });
    expect(bad.error).toMatchObject({
      message: 'a temporary account ban needs endsAt',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const farming = await call(admin, IMPOSE, {
      input: { userId: player.id, kind: 'WARNING', reason: 'SPAM', note: 'x', clawbackTournamentIds: [1] },
    });
    expect(farming.error?.message).toBe('only a sanction for farming takes rewards back');
    expect(
      (
        await call(player.client, IMPOSE, {
          input: { userId: player.id, kind: 'WARNING', reason: 'SPAM', note: 'x' },
        })
      ).error,
    ).toMatchObject({ extensions: { code: 'FORBIDDEN' } });

    const ban = await impose({
      userId: player.id,
      kind: 'PERMANENT_BAN',
      reason: 'CHEATING',
      note: 'Botting',
    });
    expect(ban.endsAt).toBeNull();
    expect((await player.client.graphql('{ me { id } }')).status).toBe(401);
    await expect(login(player.client, player.name, player.password)).rejects.toThrow(
      'This account has been banned',
    );
    const lifted = (
      await ok<{ liftSanction: SanctionView }>(admin, LIFT, { id: ban.id, note: 'Wrong player' })
    ).liftSanction;
    expect(lifted).toMatchObject({ inForce: false });
    expect(claimsFine(await login(player.client, player.name, player.password))).toBe(true);
    expect((await call(admin, LIFT, { id: ban.id })).error).toMatchObject({
      message: 'This sanction was lifted already',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('takes an appeal once into the queue, and a granted appeal lifts the sanction', async () => {
    const player = await activatedPlayer();
    const ban = await impose({
      userId: player.id,
      kind: 'GIFTS_BAN',
      reason: 'SCAM',
      note: 'Gift trading for gold',
      endsAt: inSeconds(3600),
    });
    expect((await call(player.client, APPEAL, { id: ban.id, text: '' })).error).toMatchObject({
      message: 'An appeal must hold 1 to 1000 characters',
    });
    const appealed = (
      await ok<{ appealSanction: SanctionView }>(player.client, APPEAL, {
        id: ban.id,
        text: 'I only gave gifts to my brother',
      })
    ).appealSanction;
    expect(appealed).toMatchObject({
      canAppeal: false,
      appeal: { text: 'I only gave gifts to my brother', answer: null },
    });
    expect((await call(player.client, APPEAL, { id: ban.id, text: 'Again' })).error).toMatchObject({
      message: 'You appealed this sanction already',
      extensions: { code: 'CONFLICT' },
    });
    const stranger = await activatedPlayer();
    expect((await call(stranger.client, APPEAL, { id: ban.id, text: 'Not mine' })).error).toMatchObject({
      message: 'No such sanction',
    });

    const [appeal] = await eventually(
      () => queue({ kind: 'APPEAL', target: player.id }),
      (found) => found.length === 1,
    );
    expect(appeal).toMatchObject({
      status: 'OPEN',
      text: 'I only gave gifts to my brother',
      sanctionId: ban.id,
    });
    const answered = (
      await ok<{ answerAppeal: SanctionView }>(admin, ANSWER, {
        id: ban.id,
        answer: 'GRANTED',
        note: 'Family gifts are fine',
      })
    ).answerAppeal;
    expect(answered).toMatchObject({
      inForce: false,
      appeal: { answer: 'GRANTED', note: 'Family gifts are fine' },
    });
    expect((await call(player.client, 'mutation { sendGiftsToAll { sent } }')).error).toBeNull();
    await ok(admin, RESOLVE, { id: appeal!.id, decision: 'APPEAL_GRANTED', note: 'Lifted' });
    // The inbox told each decision, linking the sanctions page.
    const inbox = await eventually(
      async () =>
        (
          await ok<{ myInbox: { notifications: { kind: string; title: string; link: string }[] } }>(
            player.client,
            '{ myInbox { notifications { kind title link } } }',
          )
        ).myInbox.notifications.filter((line) => line.kind === 'SANCTION'),
      (lines) => lines.length === 2,
    );
    expect(inbox.map((line) => line.title)).toEqual([
      'Appeal granted: the gifts ban is lifted',
      'Gifts ban imposed',
    ]);
    expect(inbox.every((line) => line.link === '/sanctions')).toBe(true);
  });

  it("claws a tournament's prize back, taking what is left and recording the rest, ledger verified", async () => {
    const player = await activatedPlayer();
    const id = await playedTournamentWon(player);
    const paid = balance(await me(player.client), 'VGC');
    // The player spends all but 200 before the sanction comes.
    await exchange({ userId: player.id, currencies: [{ shortName: 'VGC', delta: -(paid - 200) }] });
    const sanction = await impose({
      userId: player.id,
      kind: 'LADDER_HOLD',
      reason: 'FARMING',
      note: 'Farmed the cup with a second account',
      endsAt: inSeconds(3600),
      clawbackTournamentIds: [id],
    });
    const [clawback] = await eventually(
      async () =>
        (
          await ok<{ clawbacks: { settledAt: string | null; lines: Record<string, unknown>[] }[] }>(
            admin,
            'query ($id: ID!) { clawbacks(sanctionId: $id) { settledAt failure lines { currency asked taken short } } }',
            { id: sanction.id },
          )
        ).clawbacks,
      (found) => found[0]?.settledAt != null,
    );
    expect(clawback!.lines).toEqual([{ currency: 'VGC', asked: 500, taken: 200, short: 300 }]);
    expect(balance(await me(player.client), 'VGC')).toBe(0);
    const verified = await ledgerVerify();
    expect(verified.output).not.toContain('unexplained');
    expect(verified.code).toBe(0);
  }, 120_000);
});

/** A token answered by a sign-in carries the player's claims. */
function claimsFine(token: string): boolean {
  return token.split('.').length === 3;
}

/** A tournament the player alone plays and wins (a 500 VGC prize), ended and paid: its id. */
async function playedTournamentWon(player: TestPlayer): Promise<number> {
  const enemies = await ok<{ enemies: { id: number }[] }>(admin, '{ enemies { id } }');
  const now = Math.floor(Date.now() / 1000);
  const created = await ok<{ createTournament: { id: number } }>(
    admin,
    `mutation ($input: TournamentInput!) { createTournament(input: $input) { id } }`,
    {
      input: {
        name: `Farmed cup ${Math.random().toString(36).slice(2, 8)}`,
        startsAt: now + 4,
        endsAt: now + 3600,
        maxPlayers: 10,
        minXp: 0,
        pointTable: enemies.enemies.map((enemy) => ({ enemyId: enemy.id, points: 7 })),
        prizes: [{ rankFrom: 1, rankTo: 1, currency: 'VGC', currencyAmount: 500, itemAmount: 0 }],
      },
    },
  );
  const id = created.createTournament.id;
  const register = `mutation ($id: Int!) { registerForTournament(id: $id) { id } }`;
  await eventually(
    () => call(player.client, register, { id }),
    (answer) => answer.error?.extensions?.code !== 'NOT_FOUND',
  );
  const phase = `query ($id: Int!) { tournament(id: $id) { phase myEntry { points } } }`;
  await eventually(
    async () => (await ok<{ tournament: { phase: string } }>(player.client, phase, { id })).tournament.phase,
    (found) => found === 'RUNNING',
    15_000,
  );
  let wins = 0;
  for (let hunt = 0; hunt < 12 && wins < 1; hunt++) {
    if ((await huntToEnd(player.client)).result === 2) wins += 1;
    await resetCooldown(admin, player.id);
    await pastRepeatWindow();
  }
  expect(wins).toBe(1);
  await eventually(
    async () =>
      (await ok<{ tournament: { myEntry: { points: number } | null } }>(player.client, phase, { id }))
        .tournament.myEntry?.points,
    (points) => points === 7,
  );
  await ok(admin, 'mutation ($id: Int!) { endTournamentNow(id: $id) { id } }', { id });
  await eventually(
    async () =>
      (
        await ok<{
          myTournaments: { tournament: { id: number }; prizePaid: boolean; prizeCurrencyAmount: number }[];
        }>(player.client, '{ myTournaments { tournament { id } prizePaid prizeCurrencyAmount } }')
      ).myTournaments.find((entry) => entry.tournament.id === id),
    (entry) => entry?.prizePaid === true && entry.prizeCurrencyAmount === 500,
  );
  return id;
}
