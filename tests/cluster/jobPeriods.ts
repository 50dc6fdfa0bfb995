/**
 * Each scheduled job runs once per period across its replicas: the runs every replica counts
 * (periodic_job_runs_total on its metrics port), summed over a window, match the window's periods,
 * not replicas × periods. Intervals: charts/vampire-hunt/ci/local-cluster-values.yaml.
 */
import assert from 'node:assert/strict';
import { podsOf } from './clusterStack';

const METRICS_PORT = 9464;
const WINDOW_MS = 20_000;
const JOBS = [
  { service: 'game', job: 'auto-hunt', intervalMs: 2_000 },
  { service: 'game', job: 'retention', intervalMs: 2_000 },
  { service: 'game', job: 'push-reminders', intervalMs: 2_000 },
  { service: 'analytics', job: 'daily-records', intervalMs: 2_000 },
  { service: 'analytics', job: 'seasons', intervalMs: 2_000 },
  { service: 'analytics', job: 'leagues', intervalMs: 2_000 },
  // The chart's default (services.social.env.SOCIAL_JOB_INTERVAL_MS): four periods in the window.
  { service: 'social', job: 'social', intervalMs: 5_000 },
];

interface ReplicaRuns {
  /** process_start_time_seconds: a restart inside the window would reset the counts. */
  startedAt: number;
  /** Runs by job; a job this replica never ran has no count yet. */
  jobs: Map<string, number>;
}

/** Each replica's count of runs of every job, by pod name. */
async function runsByPod(service: string): Promise<Map<string, ReplicaRuns>> {
  const pods = podsOf(service);
  assert.ok(pods.length >= 2, `${service}: two replicas expected, found ${pods.length}`);
  const counts = new Map<string, ReplicaRuns>();
  for (const pod of pods) {
    const text = await (await fetch(`http://${pod.ip}:${METRICS_PORT}/metrics`)).text();
    const jobs = new Map<string, number>();
    for (const match of text.matchAll(/^periodic_job_runs_total\{job="([^"]+)"\} (\d+)/gm))
      jobs.set(match[1]!, Number(match[2]));
    const startedAt = Number(/^process_start_time_seconds (\d+)/m.exec(text)?.[1]);
    counts.set(pod.name, { startedAt, jobs });
  }
  return counts;
}

export async function checkJobsOncePerPeriod(say: (text: string) => void): Promise<void> {
  const services = [...new Set(JOBS.map((job) => job.service))];
  const before = new Map(await Promise.all(services.map(async (s) => [s, await runsByPod(s)] as const)));
  await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
  const after = new Map(await Promise.all(services.map(async (s) => [s, await runsByPod(s)] as const)));
  for (const { service, job, intervalMs } of JOBS) {
    const perPod = [...after.get(service)!].map(([pod, later]) => {
      const earlier = before.get(service)!.get(pod);
      assert.ok(earlier?.startedAt === later.startedAt, `${pod} started or restarted during the window`);
      return { pod, runs: (later.jobs.get(job) ?? 0) - (earlier.jobs.get(job) ?? 0) };
    });
    const runs = perPod.reduce((sum, pod) => sum + pod.runs, 0);
    const periods = WINDOW_MS / intervalMs;
    // A period may start just before or end just after the window; twice the periods is the failure.
    assert.ok(
      runs >= periods - 2 && runs <= periods + 1,
      `${job}: ${runs} runs across ${perPod.length} replicas in ${periods} periods`,
    );
    say(
      `${job}: ${runs} runs in ${periods} periods across ${perPod.length} replicas (${perPod
        .map((pod) => pod.runs)
        .join(' + ')})`,
    );
  }
}
