/**
 * The Leagues screen of the admin web (issue 35): the tiers as the API has them, a tier saved, the
 * points form refused with the server's message and then saved as it was, a week's cohorts with
 * their standings, and 'End now' behind a confirmation that is on screen and closable (not
 * confirmed: the League tab's own test ends a week).
 */
import type { Page } from 'playwright-core';
import { adminSuite, query } from '../kit/adminBrowser';
import { huntToEnd } from '../kit/game';
import { activatedPlayer } from '../kit/players';
import { eventually } from '../kit/wait';

interface Tier {
  tier: number;
  name: string;
  promote: number;
}

async function expectClosableConfirm(page: Page, open: () => Promise<void>): Promise<void> {
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
}

describe('admin web: leagues', () => {
  const suite = adminSuite();

  it('edits tiers and points, shows cohorts and offers End now behind a confirmation', async () => {
    const { admin, page, moves, session } = suite;
    // A player in this week's cohorts, so a cohort has a standing to show.
    const player = await activatedPlayer();
    await huntToEnd(player.client);
    await eventually(
      async () =>
        (
          await query<{ myLeague: { me: { rank: number } | null } | null }>(
            player.client,
            '{ myLeague { me { rank } } }',
          )
        ).myLeague,
      (league) => league?.me != null,
    );
    const { leagueTiers: tiers } = await query<{ leagueTiers: Tier[] }>(
      admin,
      '{ leagueTiers { tier name promote } }',
    );

    await moves.openScreen('leagues');
    await page.getByRole('heading', { name: 'Leagues', level: 1 }).waitFor();
    const rows = page.getByTestId('league-tier');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(tiers.length);

    // A tier saved as it is: the server answers and the screen says so.
    const first = tiers[0]!;
    expect(await page.getByLabel(`Tier ${first.tier} Name`).inputValue()).toBe(first.name);
    await rows.first().getByRole('button', { name: 'Save' }).click();
    await moves.expectNotification(`Tier ${first.tier} saved`);

    // The points form: a refused cap shows the server's message; then the old cap is saved back.
    const cap = page.getByLabel('Daily cap', { exact: true });
    const before = await cap.inputValue();
    await cap.fill('0');
    await page.getByRole('button', { name: 'Save points' }).click();
    await moves.expectNotification('dailyCap must be a whole number from 1 to 100000');
    moves.forgiveRefusals(422);
    await cap.fill(before);
    await page.getByRole('button', { name: 'Save points' }).click();
    await moves.expectNotification('League points saved');

    // The running week: its cohorts with standings, and End now asked about first.
    const running = page.getByTestId('league-week').filter({ hasText: 'running' }).first();
    await running.getByRole('button', { name: 'Cohorts' }).click();
    const cohorts = page.getByTestId('league-cohorts');
    await cohorts.getByRole('cell', { name: player.name, exact: true }).waitFor();
    await expectClosableConfirm(page, () => running.getByRole('button', { name: 'End now' }).click());
    await running.getByRole('button', { name: 'End now' }).click();
    await page.getByRole('dialog').waitFor();
    await session.screenshot('110-admin-leagues-end-confirm');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await session.screenshot('111-admin-leagues');
  });
});
