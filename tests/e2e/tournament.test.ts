/**
 * A tournament from end to end (issue 35's acceptance): an admin creates one in the admin web
 * (starting ~20 s ahead, every enemy of the starter ground in its point table, 1st place paid in VGC);
 * a player registers in the player web, waits for the start, hunts, finds their standing on the
 * tournament's page and their league zone on the League tab; the admin ends the tournament behind a
 * confirmation on screen and closable; the prize reaches the player's currencies, once.
 */
import type { Locator, Page } from 'playwright-core';
import { adminSuite, entries, query } from '../kit/adminBrowser';
import { openSession, signIn, type BrowserSession } from '../kit/browser';
import { unique } from '../kit/content';
import { balance, huntToEnd, me, resetCooldown } from '../kit/game';
import { activatedPlayer } from '../kit/players';
import { graphqlData } from '../kit/seasons';
import { eventually } from '../kit/wait';

const PHONE = { width: 390, height: 844 };
const PRIZE = 432;
const LEAD_SECONDS = 20;

interface MyTournament {
  tournament: { id: number; phase: string };
  points: number;
  rank: number | null;
  prizeCurrencyAmount: number;
  prizePaid: boolean;
}

const myTournaments = async (client: Parameters<typeof graphqlData>[0]) =>
  (
    await graphqlData<{ myTournaments: MyTournament[] }>(
      client,
      '{ myTournaments { tournament { id phase } points rank prizeCurrencyAmount prizePaid } }',
    )
  ).myTournaments;

/** A confirmation as a person sees it: wholly inside the viewport, closed by Cancel and by Escape. */
async function expectClosableConfirm(page: Page, open: () => Promise<void>): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  for (const close of [
    () => dialog.getByRole('button', { name: 'Cancel' }).click(),
    () => page.keyboard.press('Escape'),
  ]) {
    await open();
    await dialog.waitFor();
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x >= 0 && box.y >= 0).toBe(true);
    expect(box.x + box.width <= viewport.width && box.y + box.height <= viewport.height).toBe(true);
    await close();
    await dialog.waitFor({ state: 'detached' });
  }
  await open();
  await dialog.waitFor();
  return dialog;
}

function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

describe('a tournament end to end', () => {
  const suite = adminSuite();
  let player: BrowserSession | undefined;
  afterEach(async () => {
    if (player) expect(player.consoleErrors).toEqual([]);
    await player?.close();
    player = undefined;
  });

  it('is created by an admin, played by a player, ended by the admin and pays its prize', async () => {
    const { admin, page, moves, session } = suite;
    const hunter = await activatedPlayer();

    // The starter ground's enemies: every one of them scores in this tournament.
    const grounds = await entries(admin, 'huntingGrounds', 'name');
    const starter = grounds.find((ground) => ground.name === 'Gallows Hill')!;
    const tables = await query<{
      huntingTables: { huntingGroundId: number; enemies: { enemyId: number }[] }[];
    }>(admin, '{ huntingTables { huntingGroundId enemies { enemyId } } }');
    const enemyIds = new Set(
      tables.huntingTables
        .filter((table) => table.huntingGroundId === starter.id)
        .flatMap((table) => table.enemies.map((enemy) => enemy.enemyId)),
    );
    const enemies = (await entries(admin, 'enemies', 'name')).filter((enemy) => enemyIds.has(enemy.id));
    expect(enemies.length).toBeGreaterThan(0);

    // The admin creates the tournament in the admin web.
    const name = unique('Tournament');
    const startsAt = Math.floor(Date.now() / 1000) + LEAD_SECONDS;
    await moves.openScreen('tournaments');
    await page.getByText('Select a tournament to see details').waitFor();
    await page.getByText('Create New Tournament').click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Starts At (epoch seconds)', { exact: true }).fill(String(startsAt));
    await page.getByLabel('Ends At (epoch seconds)', { exact: true }).fill(String(startsAt + 3600));
    await page.getByLabel('Max Players', { exact: true }).fill('10');
    for (const enemy of enemies) {
      await page.getByRole('button', { name: 'Add Point Table', exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Search').fill(String(enemy.name));
      await dialog
        .getByRole('listitem')
        .filter({ has: page.getByText(String(enemy.name), { exact: true }) })
        .first()
        .getByRole('button')
        .click();
      await dialog.waitFor({ state: 'detached' });
    }
    const prizes = page
      .locator('.ra-input')
      .filter({ has: page.getByText('Prizes', { exact: true }) })
      .first();
    await prizes.getByRole('button', { name: 'Add' }).last().click();
    const prize = prizes.locator('.RaSimpleFormIterator-line').first();
    await prize.getByLabel('Currency', { exact: true }).click();
    await page.getByRole('option', { name: 'Vampire Gold Coins', exact: true }).click();
    await prize.getByLabel('Currency Amount', { exact: true }).fill(String(PRIZE));
    await session.screenshot('102-admin-tournament-create');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Select a tournament to see details').waitFor();
    const created = (
      await entries(
        admin,
        'tournaments',
        'name pointTable { enemyId points } prizes { rankFrom rankTo currency currencyAmount }',
      )
    ).find((entry) => entry.name === name)!;
    expect(created).toBeDefined();
    expect((created.pointTable as unknown[]).length).toBe(enemies.length);
    expect(created.prizes).toEqual([{ rankFrom: 1, rankTo: 1, currency: 'VGC', currencyAmount: PRIZE }]);

    // The player registers in the player web before the start.
    player = await openSession(suite.browser);
    const web = player.page;
    web.setDefaultTimeout(20_000);
    await signIn(player, hunter);
    await web.getByRole('button', { name: 'Decline' }).click();
    await web.goto(player.url('/competition/tournaments'));
    await web.getByRole('link', { name, exact: true }).click();
    await web.getByRole('heading', { name, level: 2 }).waitFor();
    await web
      .getByRole('timer')
      .filter({ hasText: /^Starts in/ })
      .waitFor();
    await web
      .getByRole('table', { name: 'Point table' })
      .getByText(String(enemies[0]!.name))
      .first()
      .waitFor();
    await web.getByRole('table', { name: 'Prizes' }).getByText(`${PRIZE} VGC`).waitFor();
    await web.getByRole('button', { name: 'Register' }).click();
    await web.getByText('You are registered. Won hunts score from the start.').waitFor();
    await web.getByText(/^Registered · 0 points/).waitFor();
    await player.screenshot('103-tournament-registered');

    // The start: the page asks again once its countdown has passed, and shows the standings.
    await web
      .getByRole('heading', { name: 'Standings', level: 2 })
      .waitFor({ timeout: (LEAD_SECONDS + 20) * 1000 });
    const before = balance(await me(hunter.client), 'VGC');
    let scored: MyTournament | undefined;
    for (let attempt = 0; attempt < 6 && !(scored?.points ?? 0); attempt++) {
      if (attempt > 0) await resetCooldown(admin, hunter.id);
      await huntToEnd(hunter.client);
      scored = await eventually(
        async () => (await myTournaments(hunter.client)).find((entry) => entry.tournament.id === created.id),
        (entry) => (entry?.points ?? 0) > 0,
        8_000,
      ).catch(() => undefined);
    }
    expect(scored?.points).toBeGreaterThan(0);
    await web.reload();
    await web.getByText(/^Your place: #1 of 1$/).waitFor();
    const mine = web.locator('tr[aria-current="true"]');
    await mine.waitFor();
    expect(await mine.getByRole('rowheader').textContent()).toContain(hunter.name);
    await web.getByRole('button', { name: 'Me', exact: true }).click();
    await player.screenshot('104-tournament-standing');

    // The League tab: the same hunts scored league points, and the zone reads in words.
    await web.getByRole('navigation', { name: 'Competitions' }).getByRole('link', { name: 'League' }).click();
    await web.getByText(/^#\d+ of \d+ · (Promotion|Stay|Demotion)$/).waitFor();
    await player.screenshot('105-league-zone');

    // The admin ends it from the tournament's page, behind a confirmation.
    await page.getByPlaceholder('Search', { exact: true }).fill(name);
    await page.getByRole('cell', { name, exact: true }).click();
    const panel = page.getByTestId('tournament-standings');
    await panel.getByText(/^Running: closes/).waitFor();
    await panel.getByRole('cell', { name: hunter.name, exact: true }).waitFor();
    const dialog = await expectClosableConfirm(page, () =>
      panel.getByRole('button', { name: 'End now' }).click(),
    );
    await session.screenshot('106-admin-tournament-end-confirm');
    await dialog.getByRole('button', { name: 'End tournament now' }).click();
    await moves.expectNotification('Tournament ended: its results and prizes follow within seconds');
    await panel.getByText(/^Ended early/).waitFor();
    await session.screenshot('107-admin-tournament-ended');

    // The prize is paid once; the player sees it in their currencies and history.
    const paid = await eventually(
      async () => (await myTournaments(hunter.client)).find((entry) => entry.tournament.id === created.id),
      (entry) => entry?.prizePaid === true && entry.rank === 1,
      60_000,
    );
    expect(paid?.prizeCurrencyAmount).toBe(PRIZE);
    const after = balance(await me(hunter.client), 'VGC');
    expect(after - before).toBeGreaterThanOrEqual(PRIZE);
    await web.goto(player.url('/competition/tournaments'));
    await web.getByRole('region', { name: 'My tournaments' }).getByText(`${PRIZE} VGC`).waitFor();
    await web
      .getByRole('region', { name: 'My tournaments' })
      .getByText('paid', { exact: true })
      .first()
      .waitFor();
    await web.getByText(String(after), { exact: true }).first().waitFor();
    await player.screenshot('108-tournament-prize');

    // The tournament's final page on a phone.
    await player.close();
    player = await openSession(suite.browser, PHONE);
    player.page.setDefaultTimeout(20_000);
    await signIn(player, hunter);
    await player.page.getByRole('button', { name: 'Decline' }).click();
    await player.page.goto(player.url(`/competition/tournaments/${created.id}`));
    await player.page.getByRole('heading', { name: 'Final standings', level: 2 }).waitFor();
    expect(await sidewaysOverflow(player.page)).toBe(0);
    await player.screenshot('109-tournament-phone');
  });
});
