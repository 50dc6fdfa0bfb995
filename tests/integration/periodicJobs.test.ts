import {
  ShutdownManager,
  claimJobPeriod,
  createDatabase,
  createJobPeriodsTable,
  createLogger,
  ensureDatabaseExists,
  startPeriodicJob,
  type Knex,
} from '@vh/kit';
import pg from 'pg';
import { stackInfo } from '../kit/stackInfo';

const logger = createLogger('periodic-job-test', 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic jobs with several replicas', () => {
  const databaseUrl = (() => {
    const url = new URL(stackInfo().postgresUrl);
    url.pathname = '/vh_test_job_periods';
    return url.toString();
  })();
  let db: Knex;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: stackInfo().postgresUrl });
    await admin.connect();
    await admin.query('drop database if exists vh_test_job_periods with (force)');
    await admin.end();
    await ensureDatabaseExists(databaseUrl);
    db = createDatabase(databaseUrl);
    await createJobPeriodsTable(db);
  });
  afterAll(() => db.destroy());

  it('grants each period to one claimant only, even when they ask at the same time', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimJobPeriod(db, 'race', 42)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimJobPeriod(db, 'race', 43)).toBe(true);
    expect(await claimJobPeriod(db, 'other-job', 42)).toBe(true);
  });

  it('forgets old periods as new ones are claimed', async () => {
    for (const period of [1, 2, 500]) await claimJobPeriod(db, 'aging', period);
    const kept = await db('job_periods').where({ job: 'aging' }).pluck('period');
    expect(kept.map(Number)).toEqual([500]);
  });

  it('runs a job once per period across three replicas, not three times', async () => {
    const intervalMs = 200;
    const runs: number[] = [];
    const replicas = [0, 1, 2].map((replica) => {
      const shutdown = new ShutdownManager(logger);
      // Replicas start at different moments, as pods do.
      setTimeout(
        () =>
          startPeriodicJob({
            name: 'counted',
            intervalMs,
            work: async () => void runs.push(replica),
            logger,
            shutdown,
            db,
          }),
        replica * 70,
      );
      return shutdown;
    });
    await sleep(3_000);
    await Promise.all(replicas.map((shutdown) => shutdown.shutdown()));
    const periods = await db('job_periods').where({ job: 'counted' }).pluck('period');
    // Every run is a distinct period, and (nearly) every period of the window was run.
    expect(new Set(periods).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(13);
    expect(runs.length).toBeLessThanOrEqual(16);
  }, 10_000);
});
