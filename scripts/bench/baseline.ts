/**
 * bench:hunt's baseline: another checkout's test stack (a worktree from worktree.ts), started by that
 * checkout's own scripts/lib/stack.ts, since how a stack starts changes with the code it runs.
 */
import path from 'node:path';
import { applyKafkajsIdleFix } from '@vh/kit/kafkajs';
import { infraUp } from '../lib/infra';
import type { RunningStack, StackOptions } from '../lib/stack';

/** What any version's startStack answers that the benchmark uses; older ones had no API key. */
type AnyVersionStack = Omit<RunningStack, 'apiAppKey'> & { apiAppKey?: string };

/** Sets environment variables while `run` runs, then puts the earlier values back. */
async function withEnvironment<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const earlier = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(earlier)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/**
 * Starts the test stack of the checkout at `root` as its own code does, on this checkout's stores
 * (already running: the other checkout would otherwise look for data directories of its own).
 * Its logs go to `<root>/.local/logs`.
 */
export async function startStackAt(root: string): Promise<RunningStack> {
  const endpoints = await infraUp();
  // Its stack runner loads its own kafkajs into this process (to forget earlier test runs' topics);
  // before the kit fixed it (4c7c607 and older), each request there printed a TimeoutNegativeWarning.
  // Its services keep their kafkajs as they were built: that is the code measured.
  applyKafkajsIdleFix(root);
  const { startStack } = (await import(path.join(root, 'scripts', 'lib', 'stack.ts'))) as {
    startStack(options: StackOptions): Promise<AnyVersionStack>;
  };
  const stack = await withEnvironment(
    {
      POSTGRES_URL: endpoints.postgresUrl,
      REDIS_URL: endpoints.redisUrl,
      KAFKA_BROKERS: endpoints.kafkaBrokers,
    },
    () => startStack({ mode: 'test', output: 'files', logLevel: 'warn', production: true }),
  );
  // Before trusted documents, the player web's key could send any operation.
  return { ...stack, apiAppKey: stack.apiAppKey ?? stack.appKey } as RunningStack;
}
