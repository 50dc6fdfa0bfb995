/**
 * The prefix of every topic and consumer group this process uses (KAFKA_NAMESPACE): stacks sharing one
 * broker (a test run or a benchmark beside the local game) never see each other's events. Empty in a
 * cluster, where each environment has its own brokers. Code names topics and groups without it; the
 * kit adds it where it talks to Kafka.
 */
let namespace = '';

/** Set once at start: by `openKafka` from the environment, by tests from the stack they run against. */
export function setKafkaNamespace(value: string): void {
  namespace = value;
}

export const physicalTopic = (topic: string): string => `${namespace}${topic}`;

export const physicalGroup = (groupId: string): string => `${namespace}${groupId}`;

/** The topic as code names it, from the name Kafka reports. */
export const logicalTopic = (topic: string): string =>
  namespace && topic.startsWith(namespace) ? topic.slice(namespace.length) : topic;
