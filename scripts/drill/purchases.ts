/**
 * The restore drill's payments: players buy the Silver Subscription as a player does, through the
 * stack's sandbox provider: the order at the gateway, the approval at the provider (its test API,
 * docs/payment-provider.md), then the payment's check until it completed. Its webhook makes payments
 * record the grant and the game credit its coins, so the backup catches payments in every state.
 * Only for our own test stack (it needs the sandbox), so not a scenario of tests/load/.
 */
import type { LoadScenario } from '../load/scenario';
import type { PreparedRequest } from '../load/session';
import { gatewayHeaders, formBody } from '../load/client';

const PACKAGE = 'Silver Subscription';
/** The sandbox's test client (services/payment-sandbox: its fixed local credentials). */
const SANDBOX_CLIENT = 'vh-sandbox-client:vh-sandbox-secret';
const CHECKS = 40;
const CHECK_PAUSE_MS = 250;

async function sandboxToken(sandboxUrl: string): Promise<string> {
  const response = await fetch(`${sandboxUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(SANDBOX_CLIENT).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!response.ok) throw new Error(`the sandbox's token answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

const jsonOk = (status: number, body: string) => {
  if (status !== 200) return `HTTP ${status}`;
  try {
    JSON.parse(body);
    return null;
  } catch {
    return 'not JSON';
  }
};

/** The flow, for `players` players that each buy once (the loop must not reach a player twice). */
export async function premiumPurchase(sandboxUrl: string, players: number): Promise<LoadScenario> {
  const token = await sandboxToken(sandboxUrl);
  const post = (
    url: string,
    headers: Record<string, string>,
    body: string | URLSearchParams,
  ): PreparedRequest => ({
    url,
    init: { method: 'POST', headers, body },
  });
  return {
    name: 'premium-purchase',
    description: `buy the ${PACKAGE} through the sandbox provider, then check until it completed`,
    tags: { area: 'payments', flow: 'purchase' },
    players: { count: players, role: 'user', password: false, hunts: false },
    load: { rate: 1 },
    seconds: 30,
    thresholds: [{ metric: 'errorRate', below: 0.01 }],
    async iteration(session) {
      const { targets, player } = session;
      const headers = gatewayHeaders(player, targets.appKey);
      const shop = await session.call(
        'packages',
        { url: `${targets.gatewayUrl}/api/premiumpackage/getactive`, init: { headers } },
        jsonOk,
      );
      const offer =
        shop && (JSON.parse(shop) as { id: number; name: string }[]).find((p) => p.name === PACKAGE);
      if (!offer) throw new Error(`no ${PACKAGE} on sale`);
      const order = await session.call(
        'order',
        post(
          `${targets.gatewayUrl}/api/payment/`,
          headers,
          formBody({ packageId: offer.id, additionalInfo: '' }),
        ),
        jsonOk,
      );
      if (!order) return;
      const payment = JSON.parse(order) as { id: string; order: { id: string } };
      const approved = await session.call(
        'approve at the provider',
        post(`${sandboxUrl}/sandbox/approve/${payment.order.id}`, { authorization: `Bearer ${token}` }, ''),
        (status) => (status < 300 ? null : `HTTP ${status}`),
      );
      if (approved === null) return;
      for (let check = 0; check < CHECKS; check += 1) {
        const answer = await session.call(
          'check',
          post(
            `${targets.gatewayUrl}/api/payment/CheckOnPayment`,
            headers,
            formBody({ paymentId: payment.id }),
          ),
          jsonOk,
        );
        if (answer === null) return;
        const state = JSON.parse(answer) as { completed: boolean; failed: boolean; status: string };
        if (state.completed) return;
        if (state.failed) throw new Error(`payment failed: ${state.status}`);
        await session.pause(CHECK_PAUSE_MS);
      }
      throw new Error(`payment ${payment.id} not completed after ${CHECKS} checks`);
    },
  };
}
