/** The paths a hunt benchmark measures: REST facade, GraphQL, the game subgraph direct, a stub. */
export const SCENARIO_KEYS = ['rest', 'graphql', 'subgraph', 'stub'] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];
