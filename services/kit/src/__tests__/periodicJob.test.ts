import type { Knex } from 'knex';
import pino from 'pino';
import { registry } from '../metrics';
import { startPeriodicJob } from '../periodicJob';
import type { ShutdownManager } from '../shutdown';

const logger = pino({ level: 'silent' });

/** The value of `metric{job="<job>"}` in the registry, as /metrics serves it. */
async function sample(metric: string, job: string): Promise<number | undefined> {
  const values = (await registry.getSingleMetric(metric)?.get())?.values ?? [];
  return values.find((value) => value.labels.job === job)?.value;
}

/** A job whose outcomes are scripted: 'ok', 'fail' (the work throws) or 'lost' (another replica's claim). */
function scriptedJob(name: string, outcomes: ('ok' | 'fail' | 'lost' | 'claim-fails')[]) {
  const stops: (() => Promise<unknown>)[] = [];
  const shutdown = { register: (_name: string, stop: () => Promise<unknown>) => stops.push(stop) };
  let step = -1;
  const db = {
    raw: async () => {
      step += 1;
      // Past the script the claim never answers: the job waits there, its counts stay as scripted.
      if (step >= outcomes.length) return new Promise(() => undefined);
      if (outcomes[step] === 'claim-fails') throw new Error('connect ECONNREFUSED');
      return { rows: outcomes[step] === 'lost' ? [] : [{ period: step }] };
    },
  };
  // claimJobPeriod prunes older periods after a claim: db(table).where().andWhere().delete().
  const table = { where: () => table, andWhere: () => table, delete: async () => 0 };
  const knex = Object.assign(() => table, db) as unknown as Knex;
  startPeriodicJob({
    name,
    intervalMs: 5,
    db: knex,
    logger,
    shutdown: shutdown as unknown as ShutdownManager,
    work: async () => {
      if (outcomes[step] === 'fail') throw new Error('the job broke');
    },
  });
  return {
    /** Waits until every scripted tick ran (ticks never overlap), then stops the job. */
    finished: async () => {
      while (step < outcomes.length) await new Promise((resolve) => setTimeout(resolve, 5));
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

describe('periodic job metrics', () => {
  it('counts failed periods beside the runs, and the failures in a row', async () => {
    const job = scriptedJob('failing-job', ['fail', 'fail', 'claim-fails']);
    await job.finished();
    expect(await sample('periodic_job_runs_total', 'failing-job')).toBe(2);
    expect(await sample('periodic_job_failures_total', 'failing-job')).toBe(3);
    expect(await sample('periodic_job_consecutive_failures', 'failing-job')).toBe(3);
  });

  it('starts the failures in a row again after a period that did not fail', async () => {
    const recovered = scriptedJob('recovered-job', ['fail', 'fail', 'ok']);
    const elsewhere = scriptedJob('claimed-elsewhere-job', ['claim-fails', 'claim-fails', 'lost']);
    await Promise.all([recovered.finished(), elsewhere.finished()]);
    expect(await sample('periodic_job_failures_total', 'recovered-job')).toBe(2);
    expect(await sample('periodic_job_consecutive_failures', 'recovered-job')).toBe(0);
    expect(await sample('periodic_job_failures_total', 'claimed-elsewhere-job')).toBe(2);
    expect(await sample('periodic_job_consecutive_failures', 'claimed-elsewhere-job')).toBe(0);
  });

  it('shows a job that never failed with 0 failures', async () => {
    const job = scriptedJob('healthy-job', ['ok']);
    await job.finished();
    expect(await sample('periodic_job_failures_total', 'healthy-job')).toBe(0);
    expect(await sample('periodic_job_consecutive_failures', 'healthy-job')).toBe(0);
  });
});
