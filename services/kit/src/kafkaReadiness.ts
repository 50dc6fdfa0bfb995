/**
 * What of the process's Kafka use must have come up before /readyz answers ready: the relay's
 * producer connected, and the consumer groups a service exists for joined. Each needs to come up
 * once: a later Kafka outage leaves the pods ready, since events wait in the outbox and playing goes
 * on (docs/fault-drills.md), and a group's rebalances would otherwise flap readiness.
 */
export class KafkaReadiness {
  private readonly pending = new Set<string>();

  /** Holds readiness until the returned callback is called. */
  expect(name: string): () => void {
    this.pending.add(name);
    return () => void this.pending.delete(name);
  }

  /** Fails naming what has not come up yet. */
  async check(): Promise<void> {
    if (this.pending.size > 0) throw new Error(`not up yet: ${[...this.pending].join(', ')}`);
  }
}

/** The process's one Kafka readiness, which the subgraph's /readyz asks (`kafka`). */
export const kafkaReadiness = new KafkaReadiness();
