/**
 * The audit trail in the admin web (docs/audit.md): an edit made through the admin UI shows in the
 * entry's History panel and on the Recent changes page; a user's history merges identity's and the
 * game's entries.
 */
import type { Page } from 'playwright-core';
import { adminSuite, query, type AdminMoves } from '../kit/adminBrowser';
import type { BrowserSession } from '../kit/browser';
import { create, unique } from '../kit/content';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer } from '../kit/players';

describe('admin web: audit trail', () => {
  const suite = adminSuite();
  let admin: GatewayClient;
  let session: BrowserSession;
  let page: Page;
  let moves: AdminMoves;
  beforeAll(() => ({ admin, session, page, moves } = suite));

  it("shows an edit in the entry's History and on the Recent changes page", async () => {
    const name = unique('Audit');
    const currency = await create(admin, 'currency', { name, shortName: unique('AUD') });
    const renamed = `${name}9`;

    await moves.openScreen('currencies');
    await page.getByPlaceholder('Search', { exact: true }).fill(name);
    await page.getByRole('cell', { name, exact: true }).click();
    const history = page.getByTestId('history-panel');
    await history.getByRole('cell', { name: 'created', exact: true }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(renamed);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByRole('cell', { name: renamed, exact: true }).click();
    const update = history.getByTestId('change-row').first();
    await update.getByText(`${name} → ${renamed}`).waitFor();
    expect(await update.getByRole('cell', { name: 'updated', exact: true }).count()).toBe(1);
    expect(await update.getByRole('cell', { name: 'admin', exact: true }).count()).toBe(1);
    expect(await history.getByTestId('change-row').count()).toBe(2);
    await session.screenshot('58-admin-history');

    await moves.openScreen('changes');
    await page.getByRole('heading', { name: 'Recent changes', level: 1 }).waitFor();
    await history.waitFor({ state: 'detached' });
    const newest = page.getByTestId('change-row').first();
    await newest.getByText(`${name} → ${renamed}`).waitFor();
    expect(await newest.textContent()).toContain(`Currency ${currency.id}`);
    await session.screenshot('59-admin-changes');
    // The seeded world alone fills more than a page: the next one comes below, older.
    const rows = page.getByTestId('change-row');
    const firstPage = await rows.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await rows.nth(firstPage).waitFor();
    await moves.choose('Service', 'Content');
    await moves.choose('Entity', 'Currency');
    await rows.first().getByText(`${name} → ${renamed}`).waitFor();
    expect((await rows.allTextContents()).every((row) => row.includes(`Currency `))).toBe(true);

    await query(admin, 'mutation ($id: Int!) { deleteCurrency(id: $id) { success } }', { id: currency.id });
  });

  it("merges a user's account and game changes in the user editor's History", async () => {
    const player = await activatedPlayer(unique('audited'));
    await query(admin, 'mutation ($id: ID!) { adminUpdateUser(input: { id: $id, patreonType: 3 }) { id } }', {
      id: player.id,
    });
    await query(admin, 'mutation ($id: ID!) { adminUpdatePlayer(userId: $id, xp: 321) { success } }', {
      id: player.id,
    });

    await moves.openScreen('user');
    await page.getByPlaceholder('Search users').fill(player.name);
    await page.getByRole('cell', { name: player.name, exact: true }).click();
    const history = page.getByTestId('history-panel');
    await history.getByText('patreonType:').waitFor();
    await history.getByText(/→ 321/).waitFor();
    expect(await history.getByTestId('change-row').count()).toBe(2);
  });
});
