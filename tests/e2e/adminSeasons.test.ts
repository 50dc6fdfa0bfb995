/**
 * Seasons in the admin web and what players see of them (issue 35): an admin changes the schedule
 * (a refused length shows the server's message), ends the live season now behind a confirmation
 * that is on screen and closable, sees it archived with its final standings and in Recent changes;
 * the player then finds the archived season in their history, on the Competition screen and on the
 * profile, on a phone.
 */
import type { Locator, Page } from 'playwright-core';
import { adminSuite, query } from '../kit/adminBrowser';
import { openSession, signIn } from '../kit/browser';
import { activatedPlayer } from '../kit/players';
import { aroundMe, currentSeason, placements } from '../kit/seasons';
import { setPlayer } from '../kit/shop';
import { eventually } from '../kit/wait';

const PHONE = { width: 390, height: 844 };
/** Far above what other suites give, so the player tops the season's XP standings. */
const PLAYER_XP = 900_000_000;
/** Wednesday 7 January 2026, 12:00 UTC: unlike the default anchor (a Monday, 00:00). */
const NEW_ANCHOR = Date.UTC(2026, 0, 7, 12) / 1000;

type Schedule = { anchor: number; lengthDays: number };

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

describe('admin web: seasons', () => {
  const suite = adminSuite();

  it('changes the schedule and ends the season now; the player finds their final place in history', async () => {
    const { admin, page, moves, session } = suite;
    const player = await activatedPlayer();
    await setPlayer(admin, player, { xp: PLAYER_XP });
    await eventually(
      async () => (await aroundMe(player.client, undefined, 0)).me?.score,
      (score) => score === PLAYER_XP,
    );
    const season = await currentSeason(admin);
    const readSchedule = async () =>
      (await query<{ seasonSchedule: Schedule }>(admin, '{ seasonSchedule { anchor lengthDays } }'))
        .seasonSchedule;
    const original = await readSchedule();

    try {
      await moves.openScreen('seasons');
      await page.getByRole('heading', { name: 'Seasons', level: 1 }).waitFor();
      const anchor = page.getByLabel('Anchor (UTC)');
      const length = page.getByLabel('Length (days)');
      await anchor.waitFor();
      expect(await anchor.inputValue()).toBe(new Date(original.anchor * 1000).toISOString().slice(0, 16));
      expect(await length.inputValue()).toBe(String(original.lengthDays));

      // A length the server refuses: its message, and nothing changed.
      await length.fill('400');
      await page.getByRole('button', { name: 'Save schedule' }).click();
      await moves.expectNotification('lengthDays must be a whole number from 1 to 365');
      moves.forgiveRefusals(422);
      expect(await readSchedule()).toEqual(original);

      // A new schedule: every second Wednesday noon from 7 January 2026, entered in UTC.
      await anchor.fill('2026-01-07T12:00');
      await length.fill('14');
      await page.getByRole('button', { name: 'Save schedule' }).click();
      await moves.expectNotification('Season schedule saved');
      expect(await readSchedule()).toEqual({ anchor: NEW_ANCHOR, lengthDays: 14 });
      // The trail below the screen has it at once.
      await page
        .getByTestId('history-panel')
        .locator('li')
        .filter({ hasText: `lengthDays: ${original.lengthDays} → 14` })
        .waitFor();

      // The live season: End now asks first, in a dialog on screen that Cancel and Escape close.
      const row = page.locator(`[data-testid="season-row"][data-season="${season.number}"]`);
      await row.getByRole('cell', { name: 'live', exact: true }).waitFor();
      await session.screenshot('77-admin-seasons');
      const confirm = await expectClosableConfirm(page, () =>
        row.getByRole('button', { name: 'End now' }).click(),
      );
      await confirm.getByText(`End season ${season.number} now?`).waitFor();
      await session.screenshot('78-admin-season-end-confirm');
      await confirm.getByRole('button', { name: 'End season now' }).click();
      await moves.expectNotification(`Season ${season.number} ended`);

      // Archived a moment later (the list asks again until then); the next season is live.
      await row.getByRole('cell', { name: 'archived (ended early)', exact: true }).waitFor();
      expect(await row.getByRole('button', { name: 'End now' }).count()).toBe(0);
      const next = await currentSeason(admin);
      expect(next.number).toBeGreaterThan(season.number);
      await page
        .locator(`[data-testid="season-row"][data-season="${next.number}"]`)
        .getByRole('cell', { name: 'live', exact: true })
        .waitFor();

      // Its final standings: the player on top of the XP ladder.
      await row.getByRole('button', { name: 'Standings' }).click();
      const standings = page.getByRole('table', { name: `Season ${season.number} XP standings` });
      const top = standings.getByTestId('standing-row').first();
      await top.getByRole('link', { name: player.name }).waitFor();
      expect(await top.getByRole('cell').nth(2).textContent()).toBe(PLAYER_XP.toLocaleString('en-US'));
      await session.screenshot('79-admin-season-standings');

      // Recent changes: the competition trail holds both actions.
      await moves.openScreen('changes');
      await moves.choose('Service', 'Competition');
      const changes = page.getByTestId('change-row');
      await changes
        .filter({ hasText: `Season ${season.number}` })
        .filter({ hasText: 'endedNow' })
        .waitFor();
      const schedule = changes.filter({ hasText: 'SeasonSchedule' });
      await schedule
        .filter({ hasText: `anchor: ${original.anchor} → ${NEW_ANCHOR}` })
        .first()
        .waitFor();
      await session.screenshot('86-admin-changes-competition');
    } finally {
      await admin.graphql(
        'mutation ($anchor: Int!, $lengthDays: Int!) { updateSeasonSchedule(anchor: $anchor, lengthDays: $lengthDays) { anchor } }',
        original,
      );
    }

    // The player, on a phone: the archived season in their history with "rank of N" on each ladder.
    const placed = await eventually(
      () => placements(player.client),
      (list) => list.some((placement) => placement.season === season.number),
    );
    const xp = placed.find((placement) => placement.season === season.number && placement.kind === 'XP')!;
    expect(xp.rank).toBe(1);
    const phone = await openSession(suite.browser, PHONE);
    try {
      const { page: playerPage } = phone;
      await signIn(phone, player);
      // Answered, so the banner covers nothing in the screenshots.
      await playerPage.getByRole('button', { name: 'Decline' }).click();
      await playerPage.goto(phone.url('/competition'));
      const history = playerPage.getByRole('region', { name: 'My history' });
      const entry = history.getByRole('listitem').filter({ hasText: `Season ${season.number}` });
      await entry.getByText(`#${xp.rank} of ${xp.of.toLocaleString('en-US')}`).waitFor();
      await entry.getByText('Not ranked').waitFor();
      expect(await sidewaysOverflow(playerPage)).toBe(0);
      await phone.screenshot('84-competition-history-phone');

      // Its final standings, from the picker: the player's row highlighted.
      await playerPage.getByLabel('Season', { exact: true }).selectOption(String(season.number));
      await playerPage.waitForURL(phone.url(`/competition/seasons/${season.number}`));
      await playerPage.getByText('Final standings', { exact: true }).waitFor();
      await playerPage.getByText(`Your final place: #${xp.rank} of`).waitFor();
      await playerPage.locator('tr[aria-current="true"]').getByText(player.name).waitFor();
      expect(await sidewaysOverflow(playerPage)).toBe(0);

      // The profile shows the same places.
      await playerPage.goto(phone.url('/profile'));
      const onProfile = playerPage.getByRole('region', { name: 'Season history' });
      await onProfile.getByText(`#${xp.rank} of ${xp.of.toLocaleString('en-US')}`).waitFor();
      expect(await sidewaysOverflow(playerPage)).toBe(0);
      await phone.screenshot('85-profile-seasons-phone');
      expect(phone.consoleErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
