/**
 * The social screens of the player web (issue 36), two hunters in two browsers: one asks the other
 * by name on Friends, the other sees the header's unread badge and accepts in the browser; a daily
 * gift (the item an admin set) is sent and claimed from Gifts after opening its inbox line, and lands
 * in the inventory; the inbox marks lines read one by one and all at once. Then a coven: founded
 * with an emblem, the friend invited by name and joining from their invitations, a board message
 * written with markup shown as the text it is, a promotion. Every screen fits a phone.
 */
import type { Browser, Page } from 'playwright-core';
import {
  expectClosableDialog,
  expectDialogOnScreen,
  launchChromium,
  openSession,
  signIn,
  type BrowserSession,
} from '../kit/browser';
import type { GatewayClient } from '../kit/gateway';
import { create, unique } from '../kit/content';
import { balance, held, huntToEnd, me, ofType, pastRepeatWindow, resetCooldown } from '../kit/game';
import { activatedPlayer, adminClient, uniqueName, type TestPlayer } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { grant } from '../kit/shop';
import { BLOCK, inbox, whenKnown } from '../kit/social';
import { eventually } from '../kit/wait';

const TIMEOUT = 20_000;
const PHONE = { width: 390, height: 844 };
const GIFT_AMOUNT = 2;

/**
 * The social service learns players from identity's and the game's events, a moment after sign-up:
 * a third player blocks them once they are known (and unblocks them), so the test's own requests in
 * the browser find them.
 */
async function knownToSocial(prober: GatewayClient, name: string): Promise<void> {
  const blocked = await whenKnown(() => prober.graphql<{ blockPlayer: { userId: string } }>(BLOCK, { name }));
  const userId = blocked.body.data?.blockPlayer.userId;
  if (!userId) throw new Error(`the social service never learnt of ${name}: ${blocked.text}`);
  await graphqlData(prober, 'mutation ($userId: ID!) { unblockPlayer(userId: $userId) }', { userId });
}

/**
 * A ground of this test's own whose three enemies have no stats (every fight is won), met equally
 * often: an expedition of members standing there draws its three targets from them, 2 catches each.
 */
async function weakGround(admin: GatewayClient): Promise<number> {
  // A name of its own: the admin web's tests pick the seeded 'Common' by name.
  const rarity = await create(admin, 'rarity', {
    name: unique('Marsh common'),
    shortName: unique('common'),
    colorHex: '#a0a0a0',
  });
  const enemyType = await create(admin, 'enemytype', { name: 'Marsh thing', shortName: unique('marsh') });
  // A late region: new players keep starting where they did.
  const region = await create(admin, 'region', { name: unique('Expedition Moor'), sequence: 98 });
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
  return ground.id;
}

/** Travels to the ground (once the game's snapshot has it) with bait for the hunts. */
async function readyToHunt(admin: GatewayClient, player: TestPlayer, groundId: number): Promise<void> {
  const travelled = await eventually(
    () =>
      player.client.post<{ success: boolean }>('/api/Game/travel', {
        form: { newHuntingGroundId: String(groundId) },
      }),
    (answer) => answer.body.success,
  );
  expect(travelled.body.success).toBe(true);
  const bait = ofType(await me(player.client), 'bait')[0]!;
  await grant(admin, player.id, bait.itemId, 40);
}

interface ExpeditionState {
  id: number;
  status: string;
  shares: { player: { userId: string }; amount: number; paid: boolean }[];
}

const COVEN_EXPEDITIONS = `{ myCoven { members { player { userId huntingGround { id } } }
  expedition { id status shares { player { userId } amount paid } }
  pastExpeditions(limit: 1) { id status shares { player { userId } amount paid } } } }`;

interface CovenExpeditions {
  myCoven: {
    members: { player: { userId: string; huntingGround: { id: number } | null } }[];
    expedition: ExpeditionState | null;
    pastExpeditions: ExpeditionState[];
  };
}

async function declineCookies(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Decline' }).click();
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

function nav(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Game' }).getByRole('link', { name, exact: true });
}

/** The header's inbox link (the social tabs have one too), named by its unread count ('Inbox, 2 unread'). */
function headerInbox(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Inbox/ });
}

function inboxLink(page: Page, unread: number) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: unread > 0 ? `Inbox, ${unread} unread` : 'Inbox', exact: true });
}

describe('the social screens', () => {
  let browser: Browser;
  let sessions: BrowserSession[] = [];
  let admin: GatewayClient;
  let hunter: TestPlayer;
  let friend: TestPlayer;
  let giftItem: { id: number; name: string };

  const open = async (player: TestPlayer, viewport?: { width: number; height: number }) => {
    const session = await openSession(browser, viewport);
    sessions.push(session);
    session.page.setDefaultTimeout(TIMEOUT);
    await signIn(session, player);
    await declineCookies(session.page);
    return session;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await adminClient();
    [hunter, friend] = await Promise.all([
      activatedPlayer(uniqueName('hunter')),
      activatedPlayer(uniqueName('friend')),
    ]);
    const prober = await activatedPlayer();
    await Promise.all([knownToSocial(prober.client, hunter.name), knownToSocial(prober.client, friend.name)]);
    // The daily gift: a bait (a supply every hunter uses), as an admin sets it.
    const { items } = await graphqlData<{
      items: { id: number; name: string; typeRef: { shortName: string } | null }[];
    }>(admin, '{ items { id name typeRef { shortName } } }');
    const bait = items.find((item) => item.typeRef?.shortName === 'bait');
    if (!bait) throw new Error('the world has no bait to give');
    giftItem = { id: bait.id, name: bait.name };
    await graphqlData(
      admin,
      'mutation ($itemId: Int!, $amount: Int!) { setGiftSetting(itemId: $itemId, amount: $amount) { itemId } }',
      {
        itemId: giftItem.id,
        amount: GIFT_AMOUNT,
      },
    );
  });
  afterEach(async () => {
    for (const session of sessions) {
      expect(session.consoleErrors).toEqual([]);
      await session.close();
    }
    sessions = [];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('befriends by name, sends and claims a gift, and reads the inbox', async () => {
    const a = await open(hunter);
    const b = await open(friend);

    // The hunter asks the friend by name on Friends (from the sidebar).
    await nav(a.page, 'Friends').click();
    await a.page.waitForURL(a.url('/friends'));
    await a.page.getByRole('heading', { name: 'Friends', level: 1 }).waitFor();
    await a.page.getByText('No friends yet: send a request by name below.').waitFor();
    await a.page.getByText("Today's gift: 2 × " + giftItem.name, { exact: false }).waitFor();
    await a.page.getByLabel('Player name').fill(friend.name);
    await a.page.getByRole('button', { name: 'Send request' }).click();
    await a.page.getByText(`Friend request sent to ${friend.name}.`).waitFor();
    await a.page.getByRole('list', { name: 'Requests you sent' }).getByText(friend.name).waitFor();
    // Requests sent count towards the limit of 500.
    await a.page.getByText('0 friends + 1 request sent · 1 of 500').waitFor();
    await a.screenshot('120-social-friend-requested');

    // The friend sees the header's badge once they move on, and accepts in the browser.
    await nav(b.page, 'Inventory').click();
    await inboxLink(b.page, 1).waitFor();
    await nav(b.page, 'Friends').click();
    const incoming = b.page.getByRole('list', { name: 'Requests to you' });
    await incoming.getByText(hunter.name).waitFor();
    await b.screenshot('121-social-friend-request');
    await incoming.getByRole('button', { name: `Accept ${hunter.name}` }).click();
    await b.page.getByText(`${hunter.name} is your friend now.`).waitFor();
    const friendsOfB = b.page.getByRole('list', { name: 'Friends' });
    await friendsOfB.getByText(hunter.name).waitFor();
    await b.page.getByText('1 friend · 1 of 500').waitFor();
    // Removing asks first, in a dialog on screen that closes every way (and removes nothing).
    await expectClosableDialog(b.page, async () => {
      await b.page.getByRole('button', { name: `Remove ${hunter.name}` }).click();
      return b.page.getByRole('dialog', { name: `Remove ${hunter.name}?` });
    });
    await friendsOfB.getByText(hunter.name).waitFor();

    // The hunter's list has the friend, with rank, region and last seen; a gift goes out.
    await a.page.getByRole('navigation', { name: 'Social' }).getByRole('link', { name: 'Gifts' }).click();
    await a.page.getByRole('heading', { name: 'Gifts', level: 1 }).waitFor();
    await a.page.getByRole('navigation', { name: 'Social' }).getByRole('link', { name: 'Friends' }).click();
    const friendsOfA = a.page.getByRole('list', { name: 'Friends' });
    const line = friendsOfA.getByRole('listitem').filter({ hasText: friend.name });
    await line.waitFor();
    expect(await line.locator('.player-line__seen').textContent()).toMatch(/^(Last seen|Not seen yet)/);
    await line.getByRole('button', { name: `Send ${friend.name} a gift` }).click();
    await a.page.getByText(`Gift sent to ${friend.name}.`).waitFor();
    await line.getByRole('button', { name: `Gift sent to ${friend.name} today` }).waitFor();
    expect(await line.getByRole('button', { name: `Gift sent to ${friend.name} today` }).isDisabled()).toBe(
      true,
    );
    expect(await a.page.getByRole('button', { name: 'Send to all' }).isDisabled()).toBe(true);
    await a.screenshot('122-social-friends');

    // The friend's inbox: two unread lines, newest first; the gift's line opens Gifts.
    await headerInbox(b.page).click();
    await b.page.waitForURL(b.url('/inbox'));
    await inboxLink(b.page, 2).waitFor();
    const lines = b.page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
    await lines.first().getByText(`${hunter.name} sent you a gift`).waitFor();
    expect(await lines.nth(1).locator('.inbox-line__title').textContent()).toBe(
      `${hunter.name} wants to be your friend`,
    );
    expect(await b.page.locator('.inbox-line--unread').count()).toBe(2);
    await b.screenshot('123-social-inbox');
    const before = held(await me(friend.client), giftItem.id);
    await lines
      .first()
      .getByRole('button', { name: `${hunter.name} sent you a gift`, exact: true })
      .click();
    await b.page.waitForURL(b.url('/gifts'));
    await inboxLink(b.page, 1).waitFor();

    // Gifts: the waiting gift with its sender, item and expiry; claimed, it is in the inventory.
    await b.page.getByText('Claimed today: 0 of 20').waitFor();
    const waiting = b.page.getByRole('list', { name: 'Waiting gifts' }).getByRole('listitem');
    await waiting.getByText(`${GIFT_AMOUNT} × ${giftItem.name}`).waitFor();
    expect(await waiting.locator('.gift__from').textContent()).toContain(`From ${hunter.name}`);
    expect(await waiting.locator('.gift__expiry').textContent()).toMatch(/^Expires in 6d 2[23]h$/);
    await b.screenshot('124-social-gifts');
    await waiting
      .getByRole('button', { name: `Claim ${GIFT_AMOUNT} × ${giftItem.name} from ${hunter.name}` })
      .click();
    await b.page.getByText(`Claimed ${GIFT_AMOUNT} × ${giftItem.name}: it is in your inventory.`).waitFor();
    await b.page.getByText('Claimed today: 1 of 20').waitFor();
    await b.page.getByText('No gift is waiting.', { exact: false }).waitFor();
    const after = await eventually(
      async () => held(await me(friend.client), giftItem.id),
      (amount) => amount === before + GIFT_AMOUNT,
    );
    expect(after).toBe(before + GIFT_AMOUNT);

    // Back in the inbox: the opened line is read; 'Mark all read' clears the badge.
    await headerInbox(b.page).click();
    await b.page.waitForURL(b.url('/inbox'));
    await b.page.getByText('1 unread', { exact: true }).waitFor();
    expect(await b.page.locator('.inbox-line--unread').count()).toBe(1);
    await b.page.getByRole('button', { name: 'Mark all read' }).click();
    await b.page.getByText('All read', { exact: true }).waitFor();
    await inboxLink(b.page, 0).waitFor();
    expect(await b.page.locator('.inbox-line--unread').count()).toBe(0);

    // The hunter hears that the request was accepted.
    await headerInbox(a.page).click();
    await a.page
      .getByRole('list', { name: 'Notifications' })
      .getByText(`${friend.name} accepted your friend request`)
      .waitFor();
  }, 180_000);

  it('founds a coven, invites the friend, who joins and writes on the board', async () => {
    const a = await open(hunter);
    const b = await open(friend);
    const covenName = `Coven ${uniqueName('c').slice(2, 10)}`;

    // Found: a name, an emblem chosen in a dialog on screen, open to requests.
    await nav(a.page, 'Coven').click();
    await a.page.waitForURL(a.url('/coven'));
    await a.page.getByRole('heading', { name: 'Found a coven' }).waitFor();
    await a.page.getByLabel('Coven name (3 to 32 characters)').fill(covenName);
    await a.page.getByRole('button', { name: 'Choose an emblem' }).click();
    const emblems = a.page.getByRole('dialog', { name: 'Choose an emblem' });
    await emblems.getByRole('list', { name: 'Emblems' }).waitFor();
    await expectDialogOnScreen(a.page, emblems);
    await emblems.locator('.emblem-choice img').first().waitFor();
    await a.screenshot('125-social-coven-emblems');
    await emblems.getByRole('button').nth(1).click();
    await emblems.waitFor({ state: 'detached' });
    await a.page.getByRole('button', { name: 'Found the coven' }).click();
    await a.page.getByRole('heading', { name: covenName, level: 2 }).waitFor();
    await a.page.getByText('You: Captain').waitFor();

    // The captain invites the friend by name.
    await a.page.getByLabel('Invite a hunter by name').fill(friend.name);
    await a.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await a.page.getByText(`${friend.name} is invited.`).waitFor();
    await a.page.getByRole('list', { name: 'Invitations sent' }).getByText(friend.name).waitFor();

    // The friend has the invitation (and the badge) and joins.
    await nav(b.page, 'Coven').click();
    await inboxLink(b.page, 1).waitFor();
    const invitation = b.page.getByRole('list', { name: 'Invitations' }).getByRole('listitem');
    await invitation.getByText(covenName).waitFor();
    await b.screenshot('126-social-coven-invitation');
    await invitation.getByRole('button', { name: `Join ${covenName}` }).click();
    await b.page.getByRole('heading', { name: covenName, level: 2 }).waitFor();
    const members = b.page.getByRole('list', { name: 'Members' }).getByRole('listitem');
    await members.filter({ hasText: friend.name }).getByText('Member', { exact: true }).waitFor();
    expect(await members.filter({ hasText: hunter.name }).locator('.coven-role').textContent()).toBe(
      'Captain',
    );

    // The board: text with markup in it is shown as written, never as markup.
    const body = `<b>Blood</b> & garlic at dusk, ${friend.name}`;
    await b.page.getByRole('link', { name: 'Board', exact: true }).click();
    await b.page.getByText('The board is empty: leave the first message.').waitFor();
    await b.page.getByLabel('A message to your coven').fill(body);
    await b.page.getByText(`${body.length} / 280`).waitFor();
    await b.page.getByRole('button', { name: 'Post', exact: true }).click();
    const message = b.page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await message.locator('.board-message__body').getByText(body, { exact: true }).waitFor();
    expect(await message.locator('.board-message__body b').count()).toBe(0);
    // A member may report, not delete.
    expect(await message.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await b.screenshot('127-social-coven-board');

    // The captain reads it (and could delete it), and makes the friend an officer.
    await a.page.getByRole('link', { name: 'Board', exact: true }).click();
    const seen = a.page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first();
    await seen.locator('.board-message__body').getByText(body, { exact: true }).waitFor();
    await seen.getByRole('button', { name: `Delete the message of ${friend.name}` }).waitFor();
    await a.page.getByRole('link', { name: 'Members', exact: true }).click();
    await a.page.getByRole('button', { name: `Promote ${friend.name}` }).click();
    await a.page.getByText(`${friend.name} is an officer now.`).waitFor();
    await a.screenshot('128-social-coven');
  }, 180_000);

  it('starts an expedition in the browser, finishes it by hunting, and both see their share', async () => {
    const groundId = await weakGround(admin);
    await Promise.all([readyToHunt(admin, hunter, groundId), readyToHunt(admin, friend, groundId)]);
    // The targets come from the grounds the members stand on: once the service saw them travel.
    await eventually(
      () => graphqlData<CovenExpeditions>(hunter.client, COVEN_EXPEDITIONS),
      (data) => data.myCoven.members.every((member) => member.player.huntingGround?.id === groundId),
    );
    const vgcBefore = new Map<string, number>();
    for (const player of [hunter, friend]) vgcBefore.set(player.id, balance(await me(player.client), 'VGC'));

    // The captain starts it on the Expedition tab, after a confirmation on screen.
    const a = await open(hunter);
    await nav(a.page, 'Coven').click();
    await a.page.getByRole('navigation', { name: 'Coven' }).getByRole('link', { name: 'Expedition' }).click();
    await a.page.waitForURL(a.url('/coven/expedition'));
    await a.page.getByText('No expedition is running.').waitFor();
    await a.page.getByRole('button', { name: 'Start an expedition' }).click();
    const confirm = a.page.getByRole('dialog', { name: 'Start an expedition?' });
    await expectDialogOnScreen(a.page, confirm);
    await confirm.getByRole('button', { name: 'Start', exact: true }).click();
    await a.page.getByText('The expedition has started: good hunting.').waitFor();
    const targets = a.page.getByRole('list', { name: 'Targets' }).getByRole('listitem');
    await targets.first().waitFor();
    expect(await targets.count()).toBe(3);
    for (const name of ['Bog Wisp', 'Mire Rat', 'Fen Bat']) {
      await a.page.getByRole('progressbar', { name: `${name}: 0 / 2` }).waitFor();
    }
    // Three days from the start, to the hour.
    expect(await a.page.locator('.expedition .social-screen__limit time').textContent()).toMatch(
      /^(2d 23h|3d 0h) left$/,
    );
    await a.page.getByText('150 VGC', { exact: true }).waitFor();
    await a.page.getByText('The chest holds 150 VGC', { exact: false }).waitFor();
    await a.page.getByText('No hunt has counted yet.').waitFor();
    await a.screenshot('130-social-expedition');

    // Both hunt (the game's own hunts) until every target is caught.
    let finished = false;
    const huntAway = async (player: TestPlayer) => {
      for (let hunt = 0; hunt < 20 && !finished; hunt++) {
        await resetCooldown(admin, player.id);
        await huntToEnd(player.client);
        await pastRepeatWindow();
      }
    };
    const watch = async () => {
      const done = await eventually(
        () => graphqlData<CovenExpeditions>(hunter.client, COVEN_EXPEDITIONS),
        (data) => data.myCoven.expedition === null && data.myCoven.pastExpeditions[0]?.status === 'COMPLETED',
        150_000,
      );
      finished = true;
      return done.myCoven.pastExpeditions[0];
    };
    const [completed] = await Promise.all([watch(), huntAway(hunter), huntAway(friend)]);
    expect(completed?.status).toBe('COMPLETED');
    const paid = await eventually(
      () => graphqlData<CovenExpeditions>(hunter.client, COVEN_EXPEDITIONS),
      (data) => data.myCoven.pastExpeditions[0]?.shares.every((share) => share.paid) === true,
    );
    const shares = paid.myCoven.pastExpeditions[0]!.shares;
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(150);

    // Each sees their share: on the tab, in the inbox line that opens it, and in their VGC.
    const b = await open(friend);
    for (const [session, player] of [
      [a, hunter],
      [b, friend],
    ] as const) {
      const share = shares.find((each) => each.player.userId === player.id)?.amount ?? 0;
      expect(share).toBeGreaterThan(0);
      const { page } = session;
      await page.goto(session.url('/inbox'));
      const result = page
        .getByRole('list', { name: 'Notifications' })
        .getByRole('listitem')
        .filter({ hasText: 'Expedition complete' });
      await result.getByText(`Your share of the 150 VGC chest: ${share} VGC.`, { exact: false }).waitFor();
      await result.getByRole('button', { name: 'Expedition complete', exact: true }).click();
      await page.waitForURL(session.url('/coven/expedition'));
      await page.getByRole('heading', { name: /^Expedition\s+Completed$/ }).waitFor();
      await page.getByText('Shares: 150 VGC').waitFor();
      const mine = page.locator('tr.ladder-row--mine').filter({ hasText: `${share} VGC` });
      await mine.last().waitFor();
      expect(await mine.last().textContent()).toContain('paid');
      const vgc = balance(await me(player.client), 'VGC');
      expect(vgc).toBe(vgcBefore.get(player.id)! + share);
      await page
        .getByRole('list', { name: 'Currencies' })
        .getByRole('listitem')
        .filter({ hasText: 'VGC' })
        .getByText(String(vgc), { exact: true })
        .waitFor();
    }
    await b.screenshot('131-social-expedition-complete');
    expect((await inbox(friend.client)).notifications[0]?.title).toBe('Expedition complete');
  }, 300_000);

  it('fits a phone', async () => {
    const { page, screenshot, url } = await open(friend, PHONE);
    for (const [route, name, ready] of [
      ['/friends', 'friends', 'Your friends'],
      ['/gifts', 'gifts', 'Waiting for you'],
      ['/coven', 'coven', 'Members'],
      ['/coven/board', 'coven-board', 'Notice board'],
      ['/coven/expedition', 'coven-expedition', 'Expedition'],
      ['/coven/ladder', 'coven-ladder', 'Coven ladder'],
      ['/inbox', 'inbox', 'Notifications'],
    ] as const) {
      await page.goto(url(route));
      await page.getByRole('heading', { name: ready, level: 2, exact: true }).waitFor();
      expect([name, await sidewaysOverflow(page)]).toEqual([name, 0]);
      await screenshot(`129-social-phone-${name}`);
    }
  });
});
