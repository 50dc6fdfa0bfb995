import { Redis } from 'ioredis';
import type { RunningStack } from '@vh/scripts/lib/stack';
import { startKafka, stopKafka } from '@vh/scripts/lib/kafka';
import { startPostgres, stopPostgres } from '@vh/scripts/lib/postgres';
import {
  Sandbox,
  checkOnPayment,
  packageNamed,
  startPayment,
  withPaymentsDb,
  type Payment,
} from '../kit/payments';
import { adminClient, type TestPlayer } from '../kit/players';
import { MarketLoad } from './marketLoad';

/** Something started while the fault holds, checked once the stack has recovered. */
export interface InFlight {
  /** Problems with what was in flight (empty when it completed exactly once). */
  problems(): Promise<string[]>;
}

/** What the drills act on: the stack under test and a player who buys while a fault holds. */
export interface DrillContext {
  stack: RunningStack;
  buyer: TestPlayer;
}

export interface Drill {
  name: string;
  /** Puts the fault in place. */
  inflict(context: DrillContext): Promise<void>;
  /** How long the fault holds before it is repaired. */
  holdMs: number;
  /** Started once the fault holds (a purchase during the outage). */
  whileBroken?(context: DrillContext): Promise<InFlight>;
  /** Undoes the fault; recovery is timed from this call. */
  repair(context: DrillContext): Promise<void>;
}

const PAYMENT_TIMEOUT_MS = 60_000;

/**
 * A premium purchase made while the fault holds: ordered and approved at the provider, then, after
 * recovery, completed, with exactly one grant entry in payments' ledger.
 */
async function purchaseInFlight(buyer: TestPlayer): Promise<InFlight> {
  const bundle = await packageNamed(buyer.client, 'Bat Hex Bundle');
  const ordered = await startPayment(buyer.client, bundle.id);
  if (ordered.status !== 200) {
    const failure = `ordering during the fault answered ${ordered.status}: ${ordered.text}`;
    return { problems: async () => [failure] };
  }
  const payment: Payment = ordered.body;
  await new Sandbox().approve(payment.order.id);
  return {
    async problems() {
      const deadline = Date.now() + PAYMENT_TIMEOUT_MS;
      while (!(await checkOnPayment(buyer.client, payment.id).catch(() => null))?.completed) {
        if (Date.now() > deadline) return [`payment ${payment.id} not completed after recovery`];
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const grants = await withPaymentsDb(async (db) => {
        const result = await db.query(
          "select count(*)::int as n from payment_entries where payment_id = $1 and kind = 'grant'",
          [payment.id],
        );
        return (result.rows[0] as { n: number }).n;
      });
      return grants === 1 ? [] : [`payment ${payment.id} has ${grants} grant entries`];
    },
  };
}

async function flushRedis(url: string): Promise<void> {
  const redis = new Redis(url);
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

/**
 * The six drills, one fault each, in the order they run. PostgreSQL and Kafka are restarted only
 * when they are the local ones (scripts/infra.ts), never stores given by POSTGRES_URL or KAFKA_BROKERS.
 */
export function drills(): Drill[] {
  const postgres: Drill = {
    name: 'restart PostgreSQL',
    inflict: stopPostgres,
    holdMs: 0,
    repair: startPostgres,
  };
  const kafka: Drill = {
    name: 'Kafka away for 30 s',
    inflict: stopKafka,
    holdMs: 30_000,
    whileBroken: ({ buyer }) => purchaseInFlight(buyer),
    repair: startKafka,
  };
  let market: MarketLoad | undefined;
  return [
    {
      // The market's orders in flight: escrows cut short are resumed by its job, payouts paid once.
      name: 'kill -9 the economy service mid market load',
      inflict: async ({ stack }) => {
        market = await MarketLoad.prepare(await adminClient());
        market.run();
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await stack.kill('economy', 'SIGKILL');
      },
      holdMs: 3_000,
      whileBroken: async () => ({ problems: () => market!.problems() }),
      repair: ({ stack }) => stack.start('economy'),
    },
    {
      name: 'kill -9 the game service',
      inflict: ({ stack }) => stack.kill('game', 'SIGKILL'),
      holdMs: 3_000,
      repair: ({ stack }) => stack.start('game'),
    },
    ...(process.env.POSTGRES_URL ? [] : [postgres]),
    ...(process.env.KAFKA_BROKERS ? [] : [kafka]),
    {
      name: 'FLUSHDB of the stack’s Redis db',
      inflict: ({ stack }) => flushRedis(stack.redisUrl),
      holdMs: 0,
      repair: async () => undefined,
    },
    {
      name: 'restart the gateway',
      inflict: ({ stack }) => stack.kill('gateway', 'SIGTERM'),
      holdMs: 0,
      repair: ({ stack }) => stack.start('gateway'),
    },
  ];
}
