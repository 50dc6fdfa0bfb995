import { MAX_IDLE_PERCENT, idleUsage, postgresRole } from '../idleUsage';

describe('idle usage', () => {
  const used = new Map([
    ['kafka', 2.4],
    ['game', 0.6],
    ['gateway', 0.3],
    ['postgresql', 1.2],
    ['load generator', 0.06],
    ['analytics', 0.9],
  ]);

  it('turns CPU seconds over the window into % of one core, services first, busiest first', () => {
    const usage = idleUsage(used, 60);
    expect(usage.rows.map((row) => [row.part, row.kind, Number(row.percent.toFixed(2))])).toEqual([
      ['analytics', 'process', 1.5],
      ['game', 'process', 1],
      ['gateway', 'process', 0.5],
      ['kafka', 'store', 4],
      ['postgresql', 'store', 2],
      ['load generator', 'benchmark', 0.1],
    ]);
  });

  it('totals the services and gateway apart from the stores, never the benchmark itself', () => {
    const usage = idleUsage(used, 60);
    expect(usage.processesPercent).toBeCloseTo(3);
    expect(usage.stackPercent).toBeCloseTo(9);
  });

  it(`passes only below ${MAX_IDLE_PERCENT} % for the services and gateway, whatever the stores use`, () => {
    expect(idleUsage(used, 60).pass).toBe(false);
    expect(idleUsage(used, 61).pass).toBe(true);
    expect(idleUsage(new Map([['kafka', 30]]), 60).pass).toBe(true);
  });

  it('refuses an empty window', () => expect(() => idleUsage(used, 0)).toThrow('positive'));
});

describe('postgresRole', () => {
  it.each([
    ['postgres: postgres vh_test_game 127.0.0.1(45678) idle', 'backends of vh_test_game'],
    ['postgres: vh vh_identity [local] SELECT', 'backends of vh_identity'],
    ['postgres: checkpointer', 'checkpointer'],
    ['postgres: autovacuum launcher', 'autovacuum launcher'],
    ['/opt/pg/bin/postgres -D /data -p 5432', 'server'],
  ])('%s is %s', (commandLine, role) => expect(postgresRole(commandLine)).toBe(role));
});
