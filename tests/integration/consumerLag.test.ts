/**
 * Every consumer group reports its lag (vh_consumer_lag, the kit's gauge measured on scrape) on its
 * service's metrics port: what the VampireHuntConsumerLag alert reads, for social's groups as for
 * analytics'. Once the events of a new player are read, the groups that follow identity are at 0.
 */
import { activatedPlayer } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

/** The consumer groups each service runs, by the service's name in the stack. */
const GROUPS: Record<string, string[]> = {
  analytics: ['analytics'],
  social: ['social', 'social-competition-results'],
  game: ['game-identity', 'game-payments', 'game-inbox-push'],
  economy: ['economy-identity'],
  payments: ['payments-identity'],
};

interface LagSample {
  group: string;
  topic: string;
  partition: string;
  lag: number;
}

const SAMPLE = /^vh_consumer_lag\{group="([^"]+)",topic="([^"]+)",partition="(\d+)"\} (\d+)$/;

async function lagOf(service: string): Promise<LagSample[]> {
  const response = await fetch(stackInfo().metricsUrls[service]!);
  expect(response.status).toBe(200);
  return (await response.text())
    .split('\n')
    .map((line) => SAMPLE.exec(line))
    .filter((match) => match !== null)
    .map(([, group, topic, partition, lag]) => ({
      group: group!,
      topic: topic!,
      partition: partition!,
      lag: Number(lag),
    }));
}

const groupLag = (samples: LagSample[], group: string) =>
  samples.filter((sample) => sample.group === group).reduce((sum, sample) => sum + sample.lag, 0);

describe('consumer lag', () => {
  it.each(Object.entries(GROUPS))(
    'is reported by %s for each of its groups, per topic partition',
    async (service, groups) => {
      const samples = await eventually(
        () => lagOf(service),
        (found) => groups.every((group) => found.some((sample) => sample.group === group)),
      );
      expect([...new Set(samples.map((sample) => sample.group))].sort()).toEqual([...groups].sort());
      for (const sample of samples) {
        expect(sample.topic).toMatch(/^vh\./);
        expect(sample.lag).toBeGreaterThanOrEqual(0);
      }
    },
  );

  it("falls back to 0 once a new player's events are read by the groups that follow identity", async () => {
    await activatedPlayer();
    for (const [service, group] of [
      ['social', 'social'],
      ['game', 'game-identity'],
      ['economy', 'economy-identity'],
      ['payments', 'payments-identity'],
    ] as const) {
      const samples = await eventually(
        () => lagOf(service),
        (found) => found.some((sample) => sample.group === group) && groupLag(found, group) === 0,
      );
      expect({ group, lag: groupLag(samples, group) }).toEqual({ group, lag: 0 });
    }
  });
});
