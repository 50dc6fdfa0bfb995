/** Kafka topic names. One topic per producing aggregate; the envelope's `type` tells the payload. */
export const Topics = {
  identityUsers: 'vh.identity.users.v1',
  contentChanges: 'vh.content.changes.v1',
  gamePlayers: 'vh.game.players.v1',
  economyTrades: 'vh.economy.trades.v1',
  paymentsPayments: 'vh.payments.payments.v1',
  socialNotifications: 'vh.social.notifications.v1',
  analyticsCompetition: 'vh.analytics.competition.v1',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

export const ALL_TOPICS: readonly Topic[] = Object.values(Topics);
