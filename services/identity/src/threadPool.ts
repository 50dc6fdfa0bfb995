/**
 * Password hashes are verified on libuv's thread pool (@node-rs/argon2), which has four threads unless
 * UV_THREADPOOL_SIZE says otherwise: on a machine with more cores, logins would leave cores idle while
 * queueing (docs/benchmarks.md, bench:login). One thread per core, at least libuv's four; an explicit
 * UV_THREADPOOL_SIZE wins. Imported first: libuv reads the variable when the pool is first used.
 */
import os from 'node:os';

process.env.UV_THREADPOOL_SIZE ??= String(Math.max(4, os.availableParallelism()));
