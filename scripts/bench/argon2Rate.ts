/**
 * Child process of `npm run bench:login`: the raw argon2id verification rate of this machine, with
 * identity's own hasher (library, parameters, pepper handling) and as many verifications in flight as
 * this process's libuv pool has threads (UV_THREADPOOL_SIZE, set by the parent before the pool
 * exists). Prints one JSON line: { verifications, seconds, rate, parallel }.
 */
import { performance } from 'node:perf_hooks';
import { PasswordHasher } from '@vh/identity/testing';

const WARMUP_MS = 1000;

async function main(): Promise<void> {
  const parallel = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const seconds = Number(process.env.BENCH_ARGON2_SECONDS) || 10;
  const hasher = new PasswordHasher('bench-pepper-of-sixteen-or-more-characters');
  const digest = 'a'.repeat(64);
  const stored = await hasher.hash(digest);
  if (!(await hasher.verify(stored, digest))) throw new Error('argon2 did not verify its own hash');

  const started = performance.now();
  const windowStart = started + WARMUP_MS;
  const deadline = windowStart + seconds * 1000;
  let verifications = 0;
  // Each worker verifies back to back; verifications ending in the window count (steady state).
  const worker = async () => {
    while (performance.now() < deadline) {
      await hasher.verify(stored, digest);
      const ended = performance.now();
      if (ended >= windowStart && ended <= deadline) verifications += 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  process.stdout.write(
    `${JSON.stringify({ verifications, seconds, rate: verifications / seconds, parallel })}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
