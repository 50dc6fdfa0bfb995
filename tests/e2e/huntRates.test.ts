/**
 * The published rates in Debian's Chromium against the real stack: hunts with known outcomes go
 * through Kafka into analytics; a player reads the attraction and drop rates in the grimoire, and the
 * admin sees the configured rates beside the observed ones, the disagreeing ones marked.
 */
import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import type { Browser, Page } from 'playwright-core';
import { physicalTopic } from '@vh/kit';
import { Topics, encodeEvent, gameEvents } from '@vh/contracts';
import { adminBrowserSession, adminMoves, query } from '../kit/adminBrowser';
import { type BrowserSession, launchChromium, openSession, signIn } from '../kit/browser';
import { testKafka } from '../kit/events';
import type { GatewayClient } from '../kit/gateway';
import { me } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { eventually } from '../kit/wait';

const TIMEOUT = 30_000;
/** Enough won fights that a drop chance of 10 % or more cannot hide behind a 0-of-n interval. */
const FIGHTS = 120;

interface Loot {
  itemId: number;
  dropChance: number;
  amountMin: number;
  amountMax: number;
}

interface Setting {
  groundId: number;
  groundName: string;
  regionName: string;
  tableId: number;
  enemy: { id: number; name: string };
  item: { id: number; name: string };
}

/** An enemy of the player's ground with a visible loot item that drops often enough to be missed. */
async function pickSetting(admin: GatewayClient, groundId: number): Promise<Setting> {
  const data = await query<{
    huntingTablesOfGround: { id: number; baitItemId: number | null; enemies: { enemyId: number }[] }[];
    enemies: { id: number; name: string; visible: boolean; loot: Loot[] }[];
    items: { id: number; name: string; visible: boolean }[];
    huntingGrounds: { id: number; name: string; regionId: number }[];
    regions: { id: number; name: string }[];
  }>(
    admin,
    `query($groundId: Int!) {
      huntingTablesOfGround(huntingGroundId: $groundId) { id baitItemId enemies { enemyId } }
      enemies { id name visible loot { itemId dropChance amountMin amountMax } }
      items { id name visible }
      huntingGrounds { id name regionId }
      regions { id name }
    }`,
    { groundId },
  );
  const ground = data.huntingGrounds.find((entry) => entry.id === groundId)!;
  for (const table of data.huntingTablesOfGround.filter((entry) => entry.baitItemId === null)) {
    for (const { enemyId } of table.enemies) {
      const enemy = data.enemies.find((entry) => entry.id === enemyId && entry.visible);
      const line = enemy?.loot.find((entry) => entry.dropChance >= 10 && entry.amountMin >= 1);
      const item = line && data.items.find((entry) => entry.id === line.itemId && entry.visible);
      if (enemy && item) {
        return {
          groundId,
          groundName: ground.name,
          regionName: data.regions.find((region) => region.id === ground.regionId)!.name,
          tableId: table.id,
          enemy: { id: enemy.id, name: enemy.name },
          item: { id: item.id, name: item.name },
        };
      }
    }
  }
  throw new Error(`no enemy on ground ${groundId} drops a visible item at 10 % or more`);
}

/** Won fights against the enemy, picked by the table's roll, in which the item never dropped. */
async function publishDroughtHunts(setting: Setting) {
  const userId = randomUUID();
  const producer = testKafka().producer();
  await producer.connect();
  const messages = Array.from({ length: FIGHTS }, () => {
    const payload = create(gameEvents.HuntCompletedSchema, {
      userId,
      huntingGroundId: setting.groundId,
      huntingTableId: setting.tableId,
      enemyId: setting.enemy.id,
      tableEnemyId: setting.enemy.id,
      enemyPick: gameEvents.EnemyPick.TABLE,
      baitItemId: 1,
      result: 2,
      lootRolled: true,
    });
    return {
      key: userId,
      value: Buffer.from(
        encodeEvent(gameEvents.HuntCompletedSchema, payload, {
          id: randomUUID(),
          occurredAt: new Date(),
          producer: 'tests',
        }),
      ),
    };
  });
  await producer.send({ topic: physicalTopic(Topics.gamePlayers), messages });
  await producer.disconnect();
}

describe('the published rates', () => {
  let browser: Browser;
  let player: TestPlayer;
  let admin: GatewayClient;
  let setting: Setting;

  beforeAll(async () => {
    player = await activatedPlayer();
    admin = await adminClient();
    setting = await pickSetting(admin, (await me(player.client)).currentHuntingGround!.id);
    await publishDroughtHunts(setting);
    await eventually(
      async () => {
        const answer = await player.client.graphql<{
          enemyDropRates: { fights: number };
        }>('query($id: Int!) { enemyDropRates(enemyId: $id) { fights } }', { id: setting.enemy.id });
        return answer.body.data?.enemyDropRates.fights ?? 0;
      },
      (fights) => fights >= FIGHTS,
    );
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  describe('as a player', () => {
    let session: BrowserSession;
    let page: Page;

    beforeAll(async () => {
      session = await openSession(browser);
      page = session.page;
      page.setDefaultTimeout(TIMEOUT);
      await signIn(session, player);
    });

    afterAll(async () => {
      expect(session?.consoleErrors).toEqual([]);
      await session?.close();
    });

    it('reads the attraction and drop rates with their intervals and hunts in the grimoire', async () => {
      await page.getByRole('link', { name: 'Grimoire' }).click();
      const note = page.getByTestId('grimoire-rates-note');
      await note.waitFor();
      expect(await note.textContent()).toMatch(/Rates observed over \d+ hunts here by all hunters/);

      const rates = page.getByRole('region', { name: `Observed rates of ${setting.enemy.name}` });
      await rates.waitFor();
      const attraction = rates.getByTestId('grimoire-attraction');
      const attractionText = (await attraction.textContent()) ?? '';
      expect(attractionText).toMatch(/Met here\s*\d+\.\d %\d+\.\d–\d+\.\d %n = \d+/);
      expect(Number(/n = (\d+)/.exec(attractionText)![1])).toBeGreaterThanOrEqual(FIGHTS);
      expect(attractionText).not.toContain('not observed yet');

      expect(await rates.textContent()).toMatch(/over \d+ won fights/);
      const drop = rates.getByTestId('grimoire-drop').filter({ hasText: setting.item.name });
      const dropText = (await drop.textContent()) ?? '';
      // Never dropped in the published fights (real hunts of other suites may add a few).
      expect(dropText).toMatch(/\d+\.\d %\d+\.\d–\d+\.\d %/);
      const [percent] = /\d+\.\d(?= %)/.exec(dropText)!;
      expect(Number(percent)).toBeLessThan(10);
      expect(await drop.locator('.grimoire-rate').getAttribute('title')).toMatch(
        /^\d+ of \d+ won fights; 95 % interval /,
      );
      await rates.scrollIntoViewIfNeeded();
      await session.screenshot('70-grimoire-rates');
    });
  });

  describe('as the admin', () => {
    let session: BrowserSession;
    let page: Page;

    beforeAll(async () => {
      session = await adminBrowserSession(browser);
      page = session.page;
    });

    afterAll(async () => {
      expect(session?.consoleErrors).toEqual([]);
      await session?.close();
    });

    it('sees an enemy’s configured drop chances beside the observed ones, the disagreeing one marked', async () => {
      await adminMoves(session).openScreen('enemies');
      await page.getByPlaceholder('Search', { exact: true }).fill(setting.enemy.name);
      await page.getByRole('cell', { name: setting.enemy.name, exact: true }).click();
      const panel = page.getByTestId('rates-panel');
      await panel.getByText(/won fights rolled the loot table/).waitFor();
      const row = panel.getByTestId('rates-row').filter({ hasText: setting.item.name });
      await row.getByText('outside 95 %').waitFor();
      const cells = await row.locator('td').allTextContents();
      // Item, configured, expected, observed, interval, count, average amount.
      expect(cells[1]).toMatch(/^\d+\.\d %$/);
      expect(Number(cells[1]!.replace(' %', ''))).toBeGreaterThanOrEqual(10);
      expect(cells[3]).toMatch(/^\d+\.\d %$/);
      expect(cells[5]).toMatch(/^\d+ \/ \d+$/);
      await panel.scrollIntoViewIfNeeded();
      await session.screenshot('71-admin-enemy-rates');
    });

    it('sees a hunting ground’s configured table shares beside the observed ones', async () => {
      await adminMoves(session).openScreen('regions');
      await page.getByPlaceholder('Search', { exact: true }).fill(setting.regionName);
      await page.getByRole('cell', { name: setting.regionName, exact: true }).click();
      const grounds = page.getByTestId('nested-huntingGrounds');
      await grounds.getByRole('cell', { name: setting.groundName, exact: true }).click();
      const panel = page.getByTestId('rates-panel');
      await panel.getByText(/counted hunts on this ground/).waitFor();
      const row = panel.getByTestId('rates-row').filter({ hasText: setting.enemy.name }).first();
      const cells = await row.locator('td').allTextContents();
      // Enemy, configured share, observed, interval, count.
      expect(cells[1]).toMatch(/^\d+\.\d %/);
      expect(cells[4]).toMatch(/^\d+ \/ \d+$/);
      expect(Number(cells[4]!.split(' / ')[0])).toBeGreaterThanOrEqual(FIGHTS);
      await panel.scrollIntoViewIfNeeded();
      await session.screenshot('72-admin-ground-rates');
    });
  });
});
