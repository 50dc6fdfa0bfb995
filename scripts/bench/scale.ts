/**
 * `npm run bench:scale`: does latency stay flat as the world fills up? Measures each operation's
 * p50/p99 through the gateway on an almost empty test stack, then on a world of BENCH_SCALE_PLAYERS
 * players and BENCH_SCALE_FIGHTS fights and journal entries (kept between runs in vh_scale_*
 * databases, filled only when missing), and prints them side by side with PASS/MISS, the daily
 * analytics job's time and the world's size. Exits 0 whether the targets are met or not.
 * See docs/benchmarks.md.
 */
import os from 'node:os';
import { line } from '../load/table';
import { progress, runWithStacks, targetsOf, withTestStack } from '../load/testStack';
import { scaleConfig } from './scaleConfig';
import { KEPT_STORES, fillWorld, keptWorld, keptWorldState, markPrepared } from './scaleFill';
import { measureWorld, type WorldFigures } from './scaleMeasure';
import { printScaleReport } from './scaleReport';
import { worldSizes, type WorldSizes } from './scaleSizes';
import { ensureTemplates } from './scaleTemplates';

const say = progress('bench');

async function run(): Promise<number> {
  const config = scaleConfig();
  line('Vampire Hunt scale benchmark');
  line(
    `  machine: ${os.cpus().length} CPUs, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB memory, node ${process.version}`,
  );
  line(
    `  world:   ${config.players.toLocaleString('en')} players, ${config.fights.toLocaleString('en')} fights ` +
      `and journal entries; ${config.samples} samples per operation at ${config.rate}/s`,
  );
  let empty: WorldFigures | null = null;
  let full: WorldFigures | null = null;
  let sizes: WorldSizes | null = null;
  if (config.steps.includes('empty')) {
    say('almost empty world');
    empty = await withTestStack('bench', {}, async (stack) => {
      const targets = targetsOf(stack);
      await ensureTemplates(stack, targets, say);
      return measureWorld(stack, targets, config, say);
    });
  }
  const { steps } = config;
  const measureFull = steps.includes('full');
  if (measureFull || steps.includes('fill') || steps.includes('prepare')) {
    const size = { players: config.players, fights: config.fights };
    const world = await keptWorld();
    let state = await keptWorldState(world, size, say);
    if (state === 'none') {
      say('preparing the kept world: migrations and template hunts');
      await withTestStack('bench', { keptStores: KEPT_STORES }, (stack) =>
        ensureTemplates(stack, targetsOf(stack), say),
      );
      await markPrepared(world, size);
      state = 'prepared';
    }
    if (state === 'prepared' && (measureFull || steps.includes('fill'))) {
      await fillWorld(world, size, say);
      state = 'filled';
    }
    if (state === 'filled') {
      if (measureFull) {
        say('filled world');
        full = await withTestStack('bench', { keptStores: KEPT_STORES }, (stack) =>
          measureWorld(stack, targetsOf(stack), config, say),
        );
      }
      sizes = await worldSizes(world.databaseUrls);
    }
  }
  printScaleReport(empty, full, sizes);
  return 0;
}

runWithStacks('bench', run);
