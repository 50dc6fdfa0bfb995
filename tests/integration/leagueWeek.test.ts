/**
 * A league week through the gateway (issue 35): a player's hunt scores league points in their
 * cohort, an admin ends the week now (once: 409 after), the next week is placed at once with the
 * player in it, and the reward is paid into the player's inventory without a claim, once.
 */
import type { GatewayClient } from '../kit/gateway';
import { balance, huntToEnd, me } from '../kit/game';
import { endLeagueWeekNow, myLeague, rewardEveryBronzePlayer } from '../kit/leagues';
import { activatedPlayer, adminClient } from '../kit/players';
import { eventually } from '../kit/wait';

describe('a league week', () => {
  let admin: GatewayClient;
  let restoreBronze: () => Promise<unknown>;

  beforeAll(async () => {
    admin = await adminClient();
    restoreBronze = await rewardEveryBronzePlayer(admin, 77);
  });
  afterAll(() => restoreBronze());

  it('scores a hunt, ends now, places the next week and pays the reward once', async () => {
    const player = await activatedPlayer();
    await huntToEnd(player.client);
    const scored = await eventually(
      () => myLeague(player.client),
      (league) => (league?.me?.points ?? 0) > 0,
    );
    expect(scored?.me).toMatchObject({ zone: expect.stringMatching(/^(PROMOTION|STAY|DEMOTION)$/) });
    expect(scored?.tier.tier).toBe(1);
    expect(scored?.standings.some((row) => row.userId === player.id)).toBe(true);
    const week = scored!.week.id;
    const before = balance(await me(player.client), 'VGC');

    const refused = await endLeagueWeekNow(player.client, week);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ended = await endLeagueWeekNow(admin, week);
    expect(ended.body.data?.endLeagueWeekNow).toEqual({ ended: true, endedEarly: true });
    const again = await endLeagueWeekNow(admin, week);
    expect(again.body.errors?.[0]).toMatchObject({
      message: `League week ${week} has already ended`,
      extensions: { code: 'CONFLICT' },
    });

    // The next week is placed at once, and the player (who hunted this fortnight) is in it.
    const next = await eventually(
      () => myLeague(player.client),
      (league) => league !== null && league.week.id !== week,
      5_000,
    );
    expect(next?.week.id).toBeGreaterThan(week);

    const paid = await eventually(
      () => myLeague(player.client, week),
      (league) => league?.result?.paid === true,
    );
    expect(paid?.result).toMatchObject({ rewardCurrency: 'VGC', rewardCurrencyAmount: 77, paid: true });
    expect(balance(await me(player.client), 'VGC') - before).toBe(77);
    // Nothing is paid twice, however often the job runs.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(balance(await me(player.client), 'VGC') - before).toBe(77);
  });
});
