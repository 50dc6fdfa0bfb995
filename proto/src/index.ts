export * from './topics';
export * from './envelope';
export * from './gen/vh/events/v1/envelope_pb';
export * as identityEvents from './gen/vh/identity/v1/events_pb';
export * as contentEvents from './gen/vh/content/v1/events_pb';
export * as contentSnapshot from './gen/vh/content/v1/snapshot_pb';
export * as gameEvents from './gen/vh/game/v1/events_pb';
export * as gameExchange from './gen/vh/game/v1/exchange_pb';
export * as economyEvents from './gen/vh/economy/v1/events_pb';
