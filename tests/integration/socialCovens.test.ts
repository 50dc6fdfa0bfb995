/**
 * Covens and their notice board through the gateway (issue 36, docs/social.md#covens): founding
 * with a name unique ignoring case, roles, invitations and join requests, 13 joins at once to a
 * coven of 11 (exactly one gets in), two captaincy transfers at once (one captain), leaving and
 * disbanding, the board's access ending at once for a kicked or banned member, its rate limits,
 * the ladder's points from analytics, a deleted captain's successor, and admins' audited writes.
 * Bad input answers a 4xx and changes nothing.
 */
import type { GatewayClient } from '../kit/gateway';
import {
  ANSWER_INVITATION,
  ANSWER_REQUEST,
  BOARD,
  COVEN,
  FOUND,
  KICK,
  LEAVE,
  MEMBERS,
  POST,
  REQUEST,
  SET_ROLE,
  TRANSFER,
  activatedPlayers,
  call,
  foundCoven,
  inviteWhenKnown,
  joinByRequest,
  myCoven,
  ok,
  uniqueCovenName,
  type CovenView,
} from '../kit/covens';
import { adminClient, type TestPlayer } from '../kit/players';
import { aroundMe } from '../kit/seasons';
import { withServiceDb } from '../kit/serviceDb';
import { setPlayer } from '../kit/shop';
import { eventually } from '../kit/wait';

const inbox = async (player: TestPlayer) =>
  (
    await ok<{ myInbox: { notifications: { kind: string; title: string }[] } }>(
      player.client,
      '{ myInbox(limit: 100) { notifications { kind title } } }',
    )
  ).myInbox.notifications;

const covenPage = async (client: GatewayClient, id: number) =>
  (
    await ok<{ coven: CovenView | null }>(
      client,
      `query ($id: Int!) { coven(id: $id) { ${COVEN} ${MEMBERS} } }`,
      { id },
    )
  ).coven;

const codeOf = (answer: { error: { extensions?: { code?: string } } | null }) =>
  answer.error?.extensions?.code;

describe('covens', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('founds a coven with a content emblem; a name taken ignoring case is a 409; bad input a 4xx', async () => {
    const [founder, rival] = await activatedPlayers(2);
    const emblems = (await ok<{ covenEmblems: number[] }>(founder.client, '{ covenEmblems }')).covenEmblems;
    expect(emblems.length).toBeGreaterThan(0);
    const name = uniqueCovenName('Night Watch');
    const founded = await ok<{ foundCoven: CovenView }>(founder.client, FOUND, {
      input: { name: `  ${name}  `, emblemImageId: emblems[0], open: false },
    });
    expect(founded.foundCoven).toMatchObject({
      name,
      emblemImageId: emblems[0],
      open: false,
      memberCount: 1,
      maxMembers: 12,
      myRole: 'CAPTAIN',
      seasonPoints: 0,
      ladderRank: null,
      disbandedAt: null,
    });

    const taken = await call(rival.client, FOUND, { input: { name: name.toUpperCase(), open: true } });
    expect(taken.error).toMatchObject({
      message: `A coven named ${name.toUpperCase()} exists already (names are unique ignoring case)`,
      extensions: { code: 'CONFLICT' },
    });
    const twice = await call(founder.client, FOUND, { input: { name: uniqueCovenName(), open: true } });
    expect(twice.error).toMatchObject({
      message: 'You are in a coven already: leave it first',
      extensions: { code: 'CONFLICT' },
    });

    const refused = [
      [{ name: 'ab', open: true }, 'BAD_REQUEST'],
      [{ name: 'x'.repeat(33), open: true }, 'BAD_REQUEST'],
      [{ name: 'bad\u0000name', open: true }, 'BAD_REQUEST'],
      [{ name: uniqueCovenName(), emblemImageId: 2_000_000_000, open: true }, 'NOT_FOUND'],
      [{ name: uniqueCovenName(), emblemImageId: -1, open: true }, 'BAD_REQUEST'],
    ] as const;
    for (const [input, code] of refused) {
      expect(codeOf(await call(rival.client, FOUND, { input }))).toBe(code);
    }
    expect(await myCoven(rival.client)).toBeNull();

    // A closed coven takes no join requests; a search finds it by part of its name, ignoring case.
    const asked = await call(rival.client, REQUEST, { covenId: founded.foundCoven.id });
    expect(asked.error).toMatchObject({
      message: `${name} is closed: it only invites`,
      extensions: { code: 'CONFLICT' },
    });
    const found = await ok<{ searchCovens: { id: number }[] }>(
      rival.client,
      'query ($name: String) { searchCovens(name: $name) { id } }',
      { name: name.slice(6).toLowerCase() },
    );
    expect(found.searchCovens.map((coven) => coven.id)).toContain(founded.foundCoven.id);

    const badCalls: [string, Record<string, unknown>, string][] = [
      ['query { searchCovens(limit: 0) { id } }', {}, 'BAD_REQUEST'],
      ['query { searchCovens(limit: 51) { id } }', {}, 'BAD_REQUEST'],
      ['query { covenLadder(limit: 101) { total } }', {}, 'BAD_REQUEST'],
      ['query { covenLadder(offset: -1) { total } }', {}, 'BAD_REQUEST'],
      [REQUEST, { covenId: 2_000_000_000 }, 'NOT_FOUND'],
      [ANSWER_INVITATION, { id: 'abc', accept: true }, 'BAD_REQUEST'],
      [ANSWER_INVITATION, { id: '999999999', accept: true }, 'NOT_FOUND'],
      [ANSWER_REQUEST, { id: '1; drop table covens', accept: true }, 'BAD_REQUEST'],
      [KICK, { userId: 'not-a-uuid' }, 'BAD_REQUEST'],
      [LEAVE, {}, 'FORBIDDEN'],
    ];
    for (const [query, variables, code] of badCalls) {
      expect([query, codeOf(await call(rival.client, query, variables))]).toEqual([query, code]);
    }
  });

  it('runs on roles: invitations, requests, officers, kicks, blocks, the captaincy and leaving', async () => {
    const [captain, ann, bob, dee] = await activatedPlayers(4);
    const coven = await foundCoven(captain);

    const invited = await inviteWhenKnown(captain, ann.name);
    expect(invited.error).toBeNull();
    const invitations = await ok<{
      myCovenInvitations: { id: string; coven: { id: number }; invitedBy: { userId: string } }[];
    }>(ann.client, '{ myCovenInvitations { id coven { id } invitedBy { userId } } }');
    expect(invitations.myCovenInvitations).toEqual([
      { id: invited.data!.inviteToCoven.id, coven: { id: coven.id }, invitedBy: { userId: captain.id } },
    ]);
    expect(await inbox(ann)).toContainEqual(expect.objectContaining({ kind: 'COVEN_INVITATION' }));
    expect(
      await ok(ann.client, ANSWER_INVITATION, { id: invited.data!.inviteToCoven.id, accept: true }),
    ).toEqual({
      answerCovenInvitation: true,
    });

    // Bob asks; members see no requests, only the captain and officers answer them.
    const request = await ok<{ requestToJoinCoven: { id: string } }>(bob.client, REQUEST, {
      covenId: coven.id,
    });
    const requests = `{ myCoven { joinRequests { id player { userId } } } }`;
    const leaderView = await ok<{ myCoven: { joinRequests: { id: string }[] } }>(captain.client, requests);
    expect(leaderView.myCoven.joinRequests.map((row) => row.id)).toEqual([request.requestToJoinCoven.id]);
    expect(
      (await ok<{ myCoven: { joinRequests: unknown[] } }>(ann.client, requests)).myCoven.joinRequests,
    ).toEqual([]);
    const byMember = await call(ann.client, ANSWER_REQUEST, {
      id: request.requestToJoinCoven.id,
      accept: true,
    });
    expect(byMember.error).toMatchObject({
      message: 'Only the captain and officers can do this',
      extensions: { code: 'FORBIDDEN' },
    });
    await ok(captain.client, ANSWER_REQUEST, { id: request.requestToJoinCoven.id, accept: true });
    expect(await inbox(bob)).toContainEqual({
      kind: 'COVEN_DECISION',
      title: `You joined the coven ${coven.name}`,
    });

    // A member cannot invite; an officer can. A block between a member and the invitee refuses it.
    expect(codeOf(await inviteWhenKnown(ann, dee.name))).toBe('FORBIDDEN');
    await ok(captain.client, SET_ROLE, { userId: ann.id, role: 'OFFICER' });

    // Officers change the settings, members do not; an emblem is a content image.
    const update =
      'mutation ($input: CovenSettingsInput!) { updateCoven(input: $input) { emblemImageId open } }';
    const [emblem] = (await ok<{ covenEmblems: number[] }>(ann.client, '{ covenEmblems }')).covenEmblems;
    expect(codeOf(await call(bob.client, update, { input: { open: false } }))).toBe('FORBIDDEN');
    expect(codeOf(await call(ann.client, update, { input: { emblemImageId: 2_000_000_000 } }))).toBe(
      'NOT_FOUND',
    );
    expect(await ok(ann.client, update, { input: { emblemImageId: emblem, open: false } })).toEqual({
      updateCoven: { emblemImageId: emblem, open: false },
    });
    expect(codeOf(await call(dee.client, REQUEST, { covenId: coven.id }))).toBe('CONFLICT');
    expect(await ok(ann.client, update, { input: { emblemImageId: null, open: true } })).toEqual({
      updateCoven: { emblemImageId: null, open: true },
    });
    // Anyone sees the page: its members and their roles.
    const seen = await covenPage(dee.client, coven.id);
    expect(seen).toMatchObject({ memberCount: 3, myRole: null });
    expect(seen!.members!.map((row) => [row.player.userId, row.role])).toEqual([
      [captain.id, 'CAPTAIN'],
      [ann.id, 'OFFICER'],
      [bob.id, 'MEMBER'],
    ]);
    const blocking = await eventually(
      () =>
        call(dee.client, 'mutation ($name: String!) { blockPlayer(name: $name) { userId } }', {
          name: bob.name,
        }),
      (answer) => codeOf(answer) !== 'NOT_FOUND',
    );
    expect(blocking.error).toBeNull();
    const blocked = await inviteWhenKnown(ann, dee.name);
    expect(blocked.error).toMatchObject({
      message: `${dee.name} and a member of your coven blocked one another`,
      extensions: { code: 'CONFLICT' },
    });
    await ok(dee.client, 'mutation ($userId: ID!) { unblockPlayer(userId: $userId) }', { userId: bob.id });
    const deeInvitation = await ok<{ inviteToCoven: { id: string } }>(
      ann.client,
      'mutation ($name: String!) { inviteToCoven(name: $name) { id } }',
      {
        name: dee.name,
      },
    );
    const again = await call(ann.client, 'mutation ($name: String!) { inviteToCoven(name: $name) { id } }', {
      name: dee.name,
    });
    expect(again.error).toMatchObject({
      message: `${dee.name} is invited already`,
      extensions: { code: 'CONFLICT' },
    });
    await ok(dee.client, ANSWER_INVITATION, { id: deeInvitation.inviteToCoven.id, accept: false });
    const deeRequest = await ok<{ requestToJoinCoven: { id: string } }>(dee.client, REQUEST, {
      covenId: coven.id,
    });
    await ok(ann.client, ANSWER_REQUEST, { id: deeRequest.requestToJoinCoven.id, accept: false });
    expect(await inbox(dee)).toContainEqual({
      kind: 'COVEN_DECISION',
      title: `${coven.name} declined your request to join`,
    });
    expect(await myCoven(dee.client)).toBeNull();

    // Officers kick members, not the captain; the captain's role moves only by a transfer.
    expect(codeOf(await call(ann.client, KICK, { userId: captain.id }))).toBe('FORBIDDEN');
    expect(codeOf(await call(ann.client, KICK, { userId: ann.id }))).toBe('BAD_REQUEST');
    expect(codeOf(await call(ann.client, KICK, { userId: dee.id }))).toBe('NOT_FOUND');
    await ok(ann.client, KICK, { userId: bob.id });
    expect(await myCoven(bob.client)).toBeNull();
    expect(await inbox(bob)).toContainEqual({
      kind: 'COVEN_DECISION',
      title: `You were removed from the coven ${coven.name}`,
    });
    expect(codeOf(await call(captain.client, SET_ROLE, { userId: ann.id, role: 'CAPTAIN' }))).toBe(
      'BAD_REQUEST',
    );
    expect(codeOf(await call(ann.client, SET_ROLE, { userId: captain.id, role: 'MEMBER' }))).toBe(
      'FORBIDDEN',
    );

    // The captain hands over before leaving; alone, leaving disbands.
    const early = await call(captain.client, LEAVE);
    expect(early.error).toMatchObject({
      message: 'Hand the captaincy to another member before you leave, or disband the coven',
      extensions: { code: 'CONFLICT' },
    });
    await ok(captain.client, TRANSFER, { userId: ann.id });
    expect((await myCoven(captain.client))!.myRole).toBe('OFFICER');
    expect((await myCoven(ann.client))!).toMatchObject({ myRole: 'CAPTAIN', memberCount: 2 });
    await ok(captain.client, LEAVE);
    await ok(ann.client, LEAVE);
    expect(await myCoven(ann.client)).toBeNull();
    expect(await covenPage(ann.client, coven.id)).toBeNull();
    expect((await covenPage(admin, coven.id))!.disbandedAt).not.toBeNull();
  });

  it('lets exactly one of 13 simultaneous joins into a coven of 11; the rest get a 409', async () => {
    const [captain, ...others] = await activatedPlayers(24);
    const coven = await foundCoven(captain);
    const fillers = others.slice(0, 10);
    for (const player of fillers) await joinByRequest(captain, player, coven.id);
    expect((await myCoven(captain.client))!.memberCount).toBe(11);

    // Seven are invited, six ask: then every one of the 13 joins at the same moment.
    const joiners = others.slice(10);
    const invited = joiners.slice(0, 7);
    const asking = joiners.slice(7);
    const invitationIds: string[] = [];
    for (const player of invited) {
      const answer = await inviteWhenKnown(captain, player.name);
      expect(answer.error).toBeNull();
      invitationIds.push(answer.data!.inviteToCoven.id);
    }
    const requestIds: string[] = [];
    for (const player of asking) {
      requestIds.push(
        (await ok<{ requestToJoinCoven: { id: string } }>(player.client, REQUEST, { covenId: coven.id }))
          .requestToJoinCoven.id,
      );
    }
    const answers = await Promise.all([
      ...invited.map((player, index) =>
        call(player.client, ANSWER_INVITATION, { id: invitationIds[index], accept: true }),
      ),
      ...requestIds.map((id) => call(captain.client, ANSWER_REQUEST, { id, accept: true })),
    ]);
    const joined = answers.filter((answer) => answer.error === null);
    expect(joined).toHaveLength(1);
    for (const answer of answers.filter((each) => each.error !== null)) {
      expect(answer.error).toMatchObject({ message: 'The coven is full', extensions: { code: 'CONFLICT' } });
    }
    const after = (await myCoven(captain.client))!;
    expect(after.memberCount).toBe(12);
    expect(after.members).toHaveLength(12);
    const inCovens = await Promise.all(
      joiners.map(async (player) => (await myCoven(player.client))?.id ?? null),
    );
    expect(inCovens.filter((id) => id === coven.id)).toHaveLength(1);
  });

  it('keeps one captain when two transfers run at once', async () => {
    const [captain, first, second] = await activatedPlayers(3);
    const coven = await foundCoven(captain);
    await joinByRequest(captain, first, coven.id);
    await joinByRequest(captain, second, coven.id);
    // Both calls must be past their first look at the roles before either writes: the test holds the
    // captain's lock (social's advisory lock) until both wait on it, then lets them race.
    const answers = await withServiceDb('social', async (db) => {
      await db.query('begin');
      await db.query(`select pg_advisory_xact_lock(hashtext('social:' || $1))`, [captain.id]);
      const racing = Promise.all([
        call(captain.client, TRANSFER, { userId: first.id }),
        call(captain.client, TRANSFER, { userId: second.id }),
      ]);
      const waiting = await eventually(
        async () =>
          Number(
            (
              await db.query(
                `select count(*) as n from pg_locks waiter join pg_locks mine
                   on mine.pid = pg_backend_pid() and mine.locktype = 'advisory'
                   and waiter.classid = mine.classid and waiter.objid = mine.objid
                 where waiter.locktype = 'advisory' and not waiter.granted`,
              )
            ).rows[0].n,
          ),
        (count) => count >= 2,
        15_000,
      );
      expect(waiting).toBeGreaterThanOrEqual(2);
      await db.query('commit');
      return racing;
    });
    expect(answers.filter((answer) => answer.error === null)).toHaveLength(1);
    const loser = answers.find((answer) => answer.error !== null)!;
    expect(loser.error).toMatchObject({
      message: 'Your role changed meanwhile (you are officer now): nothing was done',
      extensions: { code: 'CONFLICT' },
    });
    const roles = (await myCoven(captain.client))!.members!.map((member) => [
      member.player.userId,
      member.role,
    ]);
    expect(roles.filter(([, role]) => role === 'CAPTAIN')).toHaveLength(1);
    expect(roles).toContainEqual([captain.id, 'OFFICER']);
  });

  it('keeps the board to members: a kicked or banned member loses it at once; deletes, reports, rate limits', async () => {
    const [captain, member, other, outsider] = await activatedPlayers(4);
    const coven = await foundCoven(captain);
    await joinByRequest(captain, member, coven.id);
    await joinByRequest(captain, other, coven.id);

    const markup = '  <b>Hunt</b> at dusk & <script>alert(1)</script>  ';
    const posted = await ok<{ postToBoard: { id: string; body: string } }>(member.client, POST, {
      body: markup,
    });
    expect(posted.postToBoard.body).toBe(markup.trim());
    const read = await ok<{ coven: { board: { id: string; body: string; author: { userId: string } }[] } }>(
      captain.client,
      BOARD,
      { id: coven.id },
    );
    expect(read.coven.board[0]).toMatchObject({
      id: posted.postToBoard.id,
      body: markup.trim(),
      author: { userId: member.id },
    });

    for (const [query, variables] of [
      [BOARD, { id: coven.id }],
      [POST, { body: 'let me in' }],
    ] as const) {
      expect((await call(outsider.client, query, variables)).error).toMatchObject({
        message: "Only the coven's members can use its notice board",
        extensions: { code: 'FORBIDDEN' },
      });
    }
    for (const body of ['', '   ', 'x'.repeat(281)]) {
      expect(codeOf(await call(member.client, POST, { body }))).toBe('BAD_REQUEST');
    }
    expect(codeOf(await call(member.client, BOARD, { id: coven.id, limit: 101 }))).toBe('BAD_REQUEST');

    // Reports: any member, once, not their own; the reason is bounded.
    const report = 'mutation ($id: ID!, $reason: String) { reportBoardMessage(id: $id, reason: $reason) }';
    const id = posted.postToBoard.id;
    expect(codeOf(await call(other.client, report, { id, reason: 'x'.repeat(201) }))).toBe('BAD_REQUEST');
    expect(codeOf(await call(member.client, report, { id }))).toBe('BAD_REQUEST');
    await ok(other.client, report, { id, reason: 'spoilers' });
    expect((await call(other.client, report, { id })).error).toMatchObject({
      message: 'You reported this message already',
      extensions: { code: 'CONFLICT' },
    });
    const reported = await ok<{ coven: { board: { reportedByMe: boolean }[] } }>(other.client, BOARD, {
      id: coven.id,
    });
    expect(reported.coven.board[0]!.reportedByMe).toBe(true);

    // Officers and the captain delete; the message is gone from the board.
    const remove = 'mutation ($id: ID!) { deleteBoardMessage(id: $id) }';
    expect(codeOf(await call(other.client, remove, { id }))).toBe('FORBIDDEN');
    await ok(captain.client, remove, { id });
    expect(codeOf(await call(captain.client, remove, { id }))).toBe('NOT_FOUND');
    const afterDelete = await ok<{ coven: { board: { id: string }[] } }>(member.client, BOARD, {
      id: coven.id,
    });
    expect(afterDelete.coven.board.map((message) => message.id)).not.toContain(id);

    // Kicked: the very next call is refused, reading and posting alike.
    await ok(captain.client, KICK, { userId: member.id });
    for (const [query, variables] of [
      [POST, { body: 'still here?' }],
      [BOARD, { id: coven.id }],
    ] as const) {
      expect(codeOf(await call(member.client, query, variables))).toBe('FORBIDDEN');
    }

    // Banned while the token still works (the projection says so): refused at once too.
    await withServiceDb('social', (db) =>
      db.query('update players set banned = true where user_id = $1', [other.id]),
    );
    try {
      expect((await call(other.client, POST, { body: 'banned words' })).error).toMatchObject({
        message: 'Your account is banned',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(codeOf(await call(other.client, BOARD, { id: coven.id }))).toBe('FORBIDDEN');
    } finally {
      await withServiceDb('social', (db) =>
        db.query('update players set banned = false where user_id = $1', [other.id]),
      );
    }

    // At most 5 messages a minute per member, counted in the transaction: a burst of 8 posts 5.
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, index) => call(captain.client, POST, { body: `note ${index}` })),
    );
    expect(burst.filter((answer) => answer.error === null)).toHaveLength(5);
    for (const answer of burst.filter((each) => each.error !== null)) {
      expect(answer.error).toMatchObject({
        message: 'You can post at most 5 messages a minute',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      const retryAfter = answer.error!.extensions!.details!.retryAfterSeconds!;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }

    // At most 200 a UTC day per coven: filled to the bound directly, the next post is refused.
    await withServiceDb('social', (db) =>
      db.query(
        `insert into board_messages (coven_id, author_id, body)
         select $1, null, 'filler' from generate_series(1, 200 - (
           select count(*)::int from board_messages where coven_id = $1 and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'))`,
        [coven.id],
      ),
    );
    expect((await call(other.client, POST, { body: 'one too many' })).error).toMatchObject({
      message: "A coven's board takes at most 200 messages a day (UTC)",
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    const page = await ok<{ coven: { board: { id: string }[] } }>(other.client, BOARD, {
      id: coven.id,
      limit: 100,
    });
    expect(page.coven.board).toHaveLength(100);
    const next = await ok<{ coven: { board: { id: string }[] } }>(other.client, BOARD, {
      id: coven.id,
      limit: 100,
      before: page.coven.board[99]!.id,
    });
    expect(Number(next.coven.board[0]!.id)).toBeLessThan(Number(page.coven.board[99]!.id));
  });

  it("ranks covens by their members' season points, as analytics counts them", async () => {
    const [captain, member] = await activatedPlayers(2);
    const coven = await foundCoven(captain);
    await joinByRequest(captain, member, coven.id);
    await setPlayer(admin, captain, { xp: 7_000_030 });
    await setPlayer(admin, member, { xp: 7_000_010 });
    const scoreOf = async (player: TestPlayer) => (await aroundMe(player.client)).me?.score ?? 0;

    // The job asks analytics every second in tests: the stored points follow the ladder's scores.
    const settled = await eventually(
      async () => {
        const [page, scores] = await Promise.all([
          myCoven(captain.client),
          Promise.all([scoreOf(captain), scoreOf(member)]),
        ]);
        return { page: page!, scores };
      },
      ({ page, scores }) => scores[0]! > 0 && scores[1]! > 0 && page.seasonPoints === scores[0]! + scores[1]!,
      45_000,
    );
    expect(settled.page.seasonPoints).toBe(settled.scores[0]! + settled.scores[1]!);
    const byMember = Object.fromEntries(
      settled.page.members!.map((row) => [row.player.userId, row.seasonPoints]),
    );
    expect(byMember).toEqual({ [captain.id]: settled.scores[0], [member.id]: settled.scores[1] });

    const rank = settled.page.ladderRank!;
    expect(rank).toBeGreaterThanOrEqual(1);
    const ladder = await ok<{
      covenLadder: { total: number; rows: { rank: number; coven: { id: number }; seasonPoints: number }[] };
    }>(
      member.client,
      'query ($offset: Int) { covenLadder(limit: 1, offset: $offset) { total rows { rank coven { id } seasonPoints } } }',
      { offset: rank - 1 },
    );
    expect(ladder.covenLadder.rows).toEqual([
      { rank, coven: { id: coven.id }, seasonPoints: settled.page.seasonPoints },
    ]);
    expect(ladder.covenLadder.total).toBeGreaterThanOrEqual(rank);

    // A member who leaves takes their points along at once.
    await ok(member.client, LEAVE);
    expect((await myCoven(captain.client))!.seasonPoints).toBe(settled.scores[0]);
  });

  it("hands a deleted captain's coven to the longest-serving officer", async () => {
    const [captain, veteran, officer] = await activatedPlayers(3);
    const coven = await foundCoven(captain);
    await joinByRequest(captain, veteran, coven.id);
    await joinByRequest(captain, officer, coven.id);
    await ok(captain.client, SET_ROLE, { userId: officer.id, role: 'OFFICER' });
    const deleted = await admin.request('DELETE', `/api/user/${captain.id}`);
    expect(deleted.status).toBe(200);
    const after = await eventually(
      async () => myCoven(officer.client),
      (page) => page?.myRole === 'CAPTAIN',
    );
    expect(after).toMatchObject({ myRole: 'CAPTAIN', memberCount: 2 });
    expect(after!.members!.map((row) => [row.player.userId, row.role])).toEqual([
      [officer.id, 'CAPTAIN'],
      [veteran.id, 'MEMBER'],
    ]);
  });

  it('lets admins list, rename and disband covens, each write audited', async () => {
    const [captain, member, rival] = await activatedPlayers(3);
    const coven = await foundCoven(captain);
    await joinByRequest(captain, member, coven.id);
    const other = await foundCoven(rival);

    const list =
      'query ($search: String, $limit: Int) { adminCovens(search: $search, limit: $limit) { total covens { id name } } }';
    expect(codeOf(await call(captain.client, list, { search: coven.name }))).toBe('FORBIDDEN');
    expect(codeOf(await call(admin, list, { limit: 0 }))).toBe('BAD_REQUEST');
    const listed = await ok<{ adminCovens: { total: number; covens: { id: number }[] } }>(admin, list, {
      search: coven.name.toUpperCase(),
    });
    expect(listed.adminCovens).toEqual({ total: 1, covens: [{ id: coven.id, name: coven.name }] });

    const rename =
      'mutation ($id: Int!, $name: String!) { adminRenameCoven(id: $id, name: $name) { id name } }';
    expect(codeOf(await call(captain.client, rename, { id: coven.id, name: uniqueCovenName() }))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await call(admin, rename, { id: coven.id, name: other.name.toLowerCase() }))).toBe(
      'CONFLICT',
    );
    expect(codeOf(await call(admin, rename, { id: coven.id, name: 'ab' }))).toBe('BAD_REQUEST');
    expect(codeOf(await call(admin, rename, { id: 2_000_000_000, name: uniqueCovenName() }))).toBe(
      'NOT_FOUND',
    );
    const newName = uniqueCovenName('Renamed');
    await ok(admin, rename, { id: coven.id, name: newName });
    expect((await myCoven(member.client))!.name).toBe(newName);

    const disband = 'mutation ($id: Int!) { adminDisbandCoven(id: $id) }';
    expect(codeOf(await call(captain.client, disband, { id: coven.id }))).toBe('FORBIDDEN');
    await ok(admin, disband, { id: coven.id });
    expect(codeOf(await call(admin, disband, { id: coven.id }))).toBe('CONFLICT');
    expect(await myCoven(member.client)).toBeNull();
    expect(await inbox(member)).toContainEqual({
      kind: 'COVEN_DECISION',
      title: `The coven ${newName} was disbanded`,
    });

    const changes = await ok<{
      socialChanges: { action: string; entity: string; before: string; after: string }[];
    }>(
      admin,
      'query ($id: String) { socialChanges(entity: "Coven", entityId: $id) { action entity before after } }',
      { id: String(coven.id) },
    );
    expect(changes.socialChanges.map((change) => change.action)).toEqual(['disbanded', 'updated']);
    expect(JSON.parse(changes.socialChanges[1]!.before)).toEqual({ name: coven.name });
    expect(JSON.parse(changes.socialChanges[1]!.after)).toEqual({ name: newName });
    expect(JSON.parse(changes.socialChanges[0]!.before)).toMatchObject({ name: newName, memberCount: 2 });
  });
});
