/**
 * The kit for a service that keeps no state of its own (the gateway): errors, configuration, logs,
 * metrics, tracing, HTTP, GraphQL errors, tokens and session generations. It leaves out the
 * database, Kafka and outbox modules, so knex, kafkajs and pg are never loaded through it.
 */
export * from './errors';
export * from './environment';
export * from './publicSecrets';
export * from './logger';
export * from './roles';
export * from './auth';
export * from './redis';
export * from './metrics';
export * from './shutdown';
export * from './http';
export * from './httpFailures';
export * from './clientMistakes';
export * from './unavailability';
export * from './graphqlErrors';
export * from './tracing';
export * from './outboundKeepAlive';
export * from './sessions';
export * from './previewReadOnly';
