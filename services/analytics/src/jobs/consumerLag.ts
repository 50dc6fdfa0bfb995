import { logicalTopic, physicalGroup, physicalTopic, type Kafka } from '@vh/kit';
import { ANALYTICS_GROUP, ANALYTICS_TOPICS } from '../consumers/analyticsConsumer';
import { consumerLag } from '../metrics';

/** Refreshes the lag gauge: each partition's end offset minus the group's committed offset. */
export async function measureConsumerLag(kafka: Kafka): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const committed = await admin.fetchOffsets({
      groupId: physicalGroup(ANALYTICS_GROUP),
      topics: ANALYTICS_TOPICS.map(physicalTopic),
    });
    for (const { topic, partitions } of committed) {
      const ends = await admin.fetchTopicOffsets(topic);
      for (const end of ends) {
        const offset = Number(partitions.find((entry) => entry.partition === end.partition)?.offset ?? -1);
        const high = Number(end.high);
        // -1: nothing committed yet, so everything up to the end is still to be read.
        consumerLag.set(
          { topic: logicalTopic(topic), partition: String(end.partition) },
          offset < 0 ? high : Math.max(0, high - offset),
        );
      }
    }
  } finally {
    await admin.disconnect();
  }
}
