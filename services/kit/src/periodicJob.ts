import type { Knex } from 'knex';
import type { Logger } from './logger';
import type { ShutdownManager } from './shutdown';
import { registry, promClient } from './metrics';

/** Runs of each periodic job on this replica (summed over replicas: once per period). */
const jobRuns = new promClient.Counter({
  name: 'periodic_job_runs_total',
  help: 'Periods of a periodic job this replica ran',
  labelNames: ['job'] as const,
  registers: [registry],
});

/**
 * Failed periods of each periodic job on this replica: its work threw, or its claim could not be
 * made (the database away). Beside the runs, so a rate of failures reads against the periods run.
 */
const jobFailures = new promClient.Counter({
  name: 'periodic_job_failures_total',
  help: 'Periods of a periodic job that failed on this replica (its work or its claim threw)',
  labelNames: ['job'] as const,
  registers: [registry],
});

/**
 * Failed periods in a row of each job on this replica: 0 after a period it ran without an error or
 * saw another replica claim (the claim worked, so the database is there). What the alert
 * VampireHuntPeriodicJobFailing reads: a count in a row means the same whether the job ticks every
 * 2 s or every hour, where a count per time window would not.
 */
const jobConsecutiveFailures = new promClient.Gauge({
  name: 'periodic_job_consecutive_failures',
  help: 'Periods of a periodic job that failed in a row on this replica (0 after one that did not)',
  labelNames: ['job'] as const,
  registers: [registry],
});

/** Claimed periods are forgotten after this many newer ones (the table stays a few rows per job). */
const KEPT_PERIODS = 100;

/**
 * Claims period `period` of job `name` for this replica: true for exactly one of the replicas that
 * ask (the table's primary key decides), false for every other.
 */
export async function claimJobPeriod(db: Knex, name: string, period: number): Promise<boolean> {
  const claimed = await db.raw(
    'insert into job_periods (job, period) values (?, ?) on conflict do nothing returning period',
    [name, period],
  );
  if ((claimed as { rows: unknown[] }).rows.length === 0) return false;
  await db('job_periods')
    .where({ job: name })
    .andWhere('period', '<', period - KEPT_PERIODS)
    .delete();
  return true;
}

/** Migration helpers of the table the claims are made in (one per service database that runs jobs). */
export async function createJobPeriodsTable(knex: Knex): Promise<void> {
  await knex.schema.createTable('job_periods', (table) => {
    table.text('job').notNullable();
    table.bigInteger('period').notNullable();
    table.timestamp('claimed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    table.primary(['job', 'period']);
  });
}

export async function dropJobPeriodsTable(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('job_periods');
}

/**
 * Runs `work` every `intervalMs`, never overlapping itself on this replica. With the service's
 * database (`db`), the replicas share the clock's periods of `intervalMs`: each period is run by one
 * replica only, the first to claim it (claimJobPeriod), so N replicas do the work once, not N times.
 * The jobs stay safe to run twice (locks and unique keys), so a claim lost to a crash costs a period.
 */
export function startPeriodicJob(options: {
  name: string;
  intervalMs: number;
  work: () => Promise<void>;
  logger: Logger;
  shutdown: ShutdownManager;
  db?: Knex;
}): void {
  let running = false;
  const labels = { job: options.name };
  // Present from the start (0), so a job that never failed is seen, and a rate has a first sample.
  jobFailures.inc(labels, 0);
  jobConsecutiveFailures.set(labels, 0);
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const period = Math.floor(Date.now() / options.intervalMs);
      if (options.db && !(await claimJobPeriod(options.db, options.name, period))) {
        jobConsecutiveFailures.set(labels, 0);
        return;
      }
      jobRuns.inc(labels);
      await options.work();
      jobConsecutiveFailures.set(labels, 0);
    } catch (error) {
      jobFailures.inc(labels);
      jobConsecutiveFailures.inc(labels);
      options.logger.error({ err: error, job: options.name }, 'job failed; retrying next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  void tick();
  options.shutdown.register(`job ${options.name}`, async () => clearInterval(timer));
}
