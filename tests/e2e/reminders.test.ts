/**
 * Push reminders in Debian's Chromium (docs/reminders.md): the player opts in on the profile, the
 * browser asks nothing until then (the test grants the notification permission), the hunt cooldown
 * ends, and the reminder arrives, encrypted, at a stand-in push service. Headless Chromium reaches
 * no real push service, so PushManager hands out a subscription at the stand-in with keys made here;
 * the service worker itself is the real one: the reminder is delivered to it over the DevTools
 * protocol and it shows the notification.
 */
import type { Browser, Page } from 'playwright-core';
import { createDatabase, type Knex } from '@vh/kit';
import { type BrowserSession, launchChromium, openSession, signIn } from '../kit/browser';
import { activatedPlayer, type TestPlayer } from '../kit/players';
import { PushServiceStandIn, stackVapidPublicKey, type TestSubscription } from '../kit/pushService';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

const TIMEOUT = 20_000;

/**
 * Runs in the page before the app (as text: these tests compile without the DOM's types): PushManager
 * answers with the stand-in's subscription and remembers the server key it was asked to use.
 */
function fakePushManager(subscription: { endpoint: string; p256dh: string; auth: string }): string {
  return `(() => {
    const keys = ${JSON.stringify(subscription)};
    let current = null;
    const made = {
      endpoint: keys.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: keys.endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } }),
      unsubscribe: async () => { current = null; return true; },
    };
    PushManager.prototype.subscribe = async function (options) {
      const key = new Uint8Array(options.applicationServerKey);
      window.subscribedWithKey = btoa(String.fromCharCode(...key))
        .replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
      current = made;
      return made;
    };
    PushManager.prototype.getSubscription = async function () { return current; };
  })();`;
}

describe('push reminders', () => {
  let browser: Browser;
  let session: BrowserSession;
  let page: Page;
  let player: TestPlayer;
  let db: Knex;
  const pushService = new PushServiceStandIn();
  let subscription: TestSubscription;

  beforeAll(async () => {
    await pushService.start();
    subscription = pushService.newSubscription();
    db = createDatabase(stackInfo().databaseUrls.game!, { max: 2 });
    player = await activatedPlayer();
    browser = await launchChromium();
    session = await openSession(browser);
    page = session.page;
    page.setDefaultTimeout(TIMEOUT);
    const { endpoint, p256dh, auth } = subscription;
    await session.context.addInitScript({ content: fakePushManager({ endpoint, p256dh, auth }) });
    await session.context.grantPermissions(['notifications'], { origin: stackInfo().gatewayUrl });
    await signIn(session, player);
  });

  afterAll(async () => {
    expect(session?.consoleErrors).toEqual([]);
    await session?.close();
    await browser?.close();
    await db?.destroy();
    await pushService.stop();
  });

  it('opts in on the profile and receives the hunt reminder when the cooldown ends', async () => {
    await page.goto(session.url('/profile'));
    const reminders = page.locator('.reminders');
    await reminders.getByRole('heading', { name: 'Reminders' }).waitFor();
    const huntReady = reminders.getByRole('checkbox', { name: /Hunt ready/ });
    await expect(huntReady.isChecked()).resolves.toBe(false);
    await huntReady.check();
    await reminders.getByText('Reminder on.').waitFor();
    await session.screenshot('60-profile-reminders');
    expect(await page.evaluate('window.subscribedWithKey')).toBe(stackVapidPublicKey());
    const stored = await db('reminder_preferences').where({ user_id: player.id }).select('kind');
    expect(stored).toEqual([{ kind: 'huntReady' }]);

    const due = Math.floor(Date.now() / 1000) + 2;
    await db('players').where({ user_id: player.id }).update({ next_hunt_at: due });
    const pushes = await eventually(
      async () => pushService.pushesTo(subscription),
      (received) => received.length > 0,
      15_000,
    );
    expect(pushes.map((push) => push.payload)).toEqual([
      {
        kind: 'huntReady',
        title: 'Ready to hunt',
        body: 'Your hunt cooldown is over.',
        tag: `vh-huntReady-${due}`,
        url: '/hunt',
        dueAt: due,
      },
    ]);

    // The service worker shows what arrived (delivered to it as the push service would).
    const cdp = await session.context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((entry: { isDeleted: boolean }) => !entry.isDeleted);
        if (ours) resolve(ours.registrationId as string);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: stackInfo().gatewayUrl,
      registrationId: await registrationId,
      data: JSON.stringify(pushes[0]!.payload),
    });
    const shown = await eventually(
      () =>
        page.evaluate<string[][]>(`navigator.serviceWorker.ready
          .then((registration) => registration.getNotifications())
          .then((shown) => shown.map((n) => [n.title, n.body, n.tag]))`),
      (notifications) => notifications.length > 0,
      10_000,
    );
    expect(shown).toEqual([['Ready to hunt', 'Your hunt cooldown is over.', `vh-huntReady-${due}`]]);
  });

  it('turning the last reminder off unsubscribes this browser', async () => {
    const reminders = page.locator('.reminders');
    await reminders.getByRole('checkbox', { name: /Hunt ready/ }).uncheck();
    await reminders.getByText('Reminder off.').waitFor();
    const left = await eventually(
      () => db('push_subscriptions').where({ user_id: player.id }).count<{ count: string }[]>('* as count'),
      (rows) => Number(rows[0]!.count) === 0,
    );
    expect(Number(left[0]!.count)).toBe(0);
  });
});
