/**
 * What a flow sees of the engine during one iteration: its player, the targets, and `call`, which
 * sends one named request, times it and records how it ended.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { excerpt, type LoadPlayer, type Targets } from './client';
import type { Recorder } from './recorder';

/** A request built before the clock starts, so building it (signing a token) is not measured. */
export interface PreparedRequest {
  url: string;
  init: RequestInit;
}

/** Why an answer (status < 400) is not what the flow expects, or null when it is. */
export type Verdict = (status: number, body: string) => string | null;

export interface Session {
  readonly targets: Targets;
  readonly player: LoadPlayer;
  /**
   * Sends `request` under the name `name` (its tag in the report), timed from sending to the last byte
   * of the answer; the verdict is not timed. Answers the body when the answer was good, null otherwise
   * (the flow should end its iteration then).
   */
  call(name: string, request: PreparedRequest, verdict: Verdict): Promise<string | null>;
  /** Think time between a player's steps (not measured). */
  pause(ms: number): Promise<void>;
}

/** `recorder` null: warming up, nothing is recorded. */
export function newSession(targets: Targets, player: LoadPlayer, recorder: Recorder | null): Session {
  return {
    targets,
    player,
    pause: (ms) => sleep(ms),
    async call(name, { url, init }, verdict) {
      const started = performance.now();
      let status: number;
      let body: string;
      try {
        const response = await fetch(url, init);
        body = await response.text();
        status = response.status;
      } catch (error) {
        const reason = `network: ${error instanceof Error ? error.message : String(error)}`;
        recorder?.record(name, { kind: 'failed', reason });
        return null;
      }
      const latencyMs = performance.now() - started;
      if (status >= 400) {
        recorder?.record(name, { kind: 'failed', reason: `HTTP ${status}: ${excerpt(body)}` });
        return null;
      }
      const reason = verdict(status, body);
      recorder?.record(name, reason ? { kind: 'checkFailed', reason } : { kind: 'good', latencyMs });
      return reason ? null : body;
    },
  };
}
