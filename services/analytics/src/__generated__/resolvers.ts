/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { SeasonView as SeasonViewModel } from '../seasons/seasonQueries';
import type { UserReference as UserReferenceModel } from '../domain/userReference';
import type { WeekRow as WeekRowModel, TierRow as TierRowModel } from '../leagues/leagueRepository';
import type { TournamentReference as TournamentReferenceModel } from '../tournaments/tournamentRepository';
import type { AnalyticsContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** One recorded admin write (admins only): who, when, what, and the values before and after. */
export type AdminChange = {
  __typename?: 'AdminChange';
  /** created, updated, deleted, or a named action (inventory, capMode, desired, recalc...). */
  action: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  actorName: Scalars['String']['output'];
  /** JSON: the whole new entry of a create, the changed fields after any other change; null for a delete. */
  after?: Maybe<Scalars['String']['output']>;
  /** When, as ISO 8601. */
  at: Scalars['String']['output'];
  /** JSON: the whole entry before a delete, the changed fields before any other change; null for a create. */
  before?: Maybe<Scalars['String']['output']>;
  /** The GraphQL type of what changed (Currency, User, PremiumPackage, Setting, StatMax...). */
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  /** Increasing within the service that keeps it; the cursor of the next page (`before`). */
  id: Scalars['Int']['output'];
  /** The service that owns the data and keeps the entry. */
  service: Scalars['String']['output'];
};

/** One day's analytics (UTC), computed from events. */
export type AnalyticsRecord = {
  __typename?: 'AnalyticsRecord';
  goldSubsActive: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  platSubsActive: Scalars['Int']['output'];
  purchases: Array<PackagePurchases>;
  silverSubsActive: Scalars['Int']['output'];
  /** Start of the day, epoch seconds. */
  timestamp: Scalars['Int']['output'];
  /** Registered accounts at the end of the day. */
  users: Scalars['Int']['output'];
  /** The same on this day. */
  usersActive: Scalars['Int']['output'];
  /** The same over 30 days. */
  usersActiveMonth: Scalars['Int']['output'];
  /** Players who hunted or traded in the 7 days ending with this day. */
  usersActiveWeek: Scalars['Int']['output'];
};

/** A tournament's prize taken back by a sanction for farming: what was paid, taken and no longer held. */
export type Clawback = {
  __typename?: 'Clawback';
  /** Why the exchange refused it, if it did. */
  failure?: Maybe<Scalars['String']['output']>;
  /** Per currency and item: asked (the prize), taken, and short (spent before the clawback). */
  lines: Array<ClawbackLine>;
  sanctionId: Scalars['ID']['output'];
  /** Null until settled (the league job settles it within seconds). */
  settledAt?: Maybe<Scalars['String']['output']>;
  tournamentId: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

export type ClawbackLine = {
  __typename?: 'ClawbackLine';
  asked: Scalars['Int']['output'];
  /** A currency's short name, or null for an item. */
  currency?: Maybe<Scalars['String']['output']>;
  itemId?: Maybe<Scalars['Int']['output']>;
  short: Scalars['Int']['output'];
  taken: Scalars['Int']['output'];
};

export type Enemy = {
  __typename?: 'Enemy';
  id: Scalars['Int']['output'];
};

/** How often an enemy was met on a hunting ground, whatever chose it (table, hex, summoning, mission). */
export type EnemyAttraction = {
  __typename?: 'EnemyAttraction';
  drops: EnemyDropRates;
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  /** Null before the first counted hunt on the ground. */
  observed?: Maybe<ObservedRate>;
};

export type EnemyDropRates = {
  __typename?: 'EnemyDropRates';
  /** The average lootchance percent of those fights (it raises every drop chance). */
  averageLootchance: Scalars['Float']['output'];
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  /** Fights whose loot table was rolled: the trials behind every item's rate. */
  fights: Scalars['Int']['output'];
  items: Array<ItemDropRate>;
};

/** The published rates of a hunting ground, from the hunt events (aggregates only, a little behind the game). */
export type HuntingGroundRates = {
  __typename?: 'HuntingGroundRates';
  enemies: Array<EnemyAttraction>;
  huntingGroundId: Scalars['Int']['output'];
  /** Counted hunts on the ground: the trials behind every attraction rate. */
  hunts: Scalars['Int']['output'];
  tables: Array<HuntingTableRates>;
};

export type HuntingTable = {
  __typename?: 'HuntingTable';
  id: Scalars['Int']['output'];
};

export type HuntingTableRates = {
  __typename?: 'HuntingTableRates';
  /** The bait that chooses the table; null for the ground's ordinary table. */
  baitItemId?: Maybe<Scalars['Int']['output']>;
  enemies: Array<TableEnemyRate>;
  huntingTable?: Maybe<HuntingTable>;
  huntingTableId: Scalars['Int']['output'];
  /** Counted hunts that rolled on this table. */
  rolls: Scalars['Int']['output'];
};

/** Content's item, enemy and hunting table; content resolves their fields. */
export type Item = {
  __typename?: 'Item';
  id: Scalars['Int']['output'];
};

/** One loot item of an enemy: how often it dropped in the fights whose loot was rolled (wins). */
export type ItemDropRate = {
  __typename?: 'ItemDropRate';
  /** Average amount of a drop (loot-hunter bonus and cloning included); null before the first drop. */
  averageAmount?: Maybe<Scalars['Float']['output']>;
  /** The loot table's drop chance as a fraction (configured rates only; null otherwise or when no longer in the table). */
  configuredChance?: Maybe<Scalars['Float']['output']>;
  /** The expected chance lies outside the observed 95 % interval (configured rates only). */
  differs?: Maybe<Scalars['Boolean']['output']>;
  /** The configured chance raised by the counted fights' average lootchance, the figure to compare (configured rates only). */
  expectedChance?: Maybe<Scalars['Float']['output']>;
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
  /** Null before any fight rolled the enemy's loot. */
  observed?: Maybe<ObservedRate>;
};

export type LadderKind =
  | 'COOLNESS'
  | 'XP';

/**
 * The signed-in player's place and the players just above and below, from one read of the ladder.
 * me is null (and rows the top of the ladder) when the player is not ranked.
 */
export type LadderNeighbourhood = {
  __typename?: 'LadderNeighbourhood';
  me?: Maybe<Standing>;
  rows: Array<Standing>;
  total: Scalars['Int']['output'];
};

/**
 * A row of a ladder. Order: higher total first; on equal totals whoever reached it first; then the
 * user id.
 */
export type LadderRow = {
  __typename?: 'LadderRow';
  avatarImageId?: Maybe<Scalars['Int']['output']>;
  coolness: Scalars['Int']['output'];
  coolnessRank?: Maybe<Scalars['Int']['output']>;
  ladderRank?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  xp: Scalars['Int']['output'];
};

/** A cohort as admins see it. */
export type LeagueCohort = {
  __typename?: 'LeagueCohort';
  activityMax: Scalars['Float']['output'];
  activityMin: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  size: Scalars['Int']['output'];
  standings: Array<LeagueStanding>;
  tier: Scalars['Int']['output'];
  week: Scalars['Int']['output'];
};

/** A player's week in the league history. */
export type LeagueHistoryEntry = {
  __typename?: 'LeagueHistoryEntry';
  points: Scalars['Int']['output'];
  result?: Maybe<LeagueResult>;
  tier: Scalars['Int']['output'];
  week: LeagueWeek;
};

/** What a finished week gave a player. */
export type LeagueResult = {
  __typename?: 'LeagueResult';
  nextTier: Scalars['Int']['output'];
  /** promoted, demoted or stayed. */
  outcome: Scalars['String']['output'];
  /** The reward was paid (by the server: there is nothing to claim). */
  paid: Scalars['Boolean']['output'];
  rank: Scalars['Int']['output'];
  rewardCurrency?: Maybe<Scalars['String']['output']>;
  rewardCurrencyAmount: Scalars['Int']['output'];
  rewardItemAmount: Scalars['Int']['output'];
  rewardItemId?: Maybe<Scalars['Int']['output']>;
};

/** How hunts score league points (admins edit them). */
export type LeagueSettings = {
  __typename?: 'LeagueSettings';
  /** Points a player can score in a UTC day at most. */
  dailyCap: Scalars['Int']['output'];
  drawPoints: Scalars['Int']['output'];
  lossPoints: Scalars['Int']['output'];
  winPoints: Scalars['Int']['output'];
};

export type LeagueSettingsInput = {
  dailyCap: Scalars['Int']['input'];
  drawPoints: Scalars['Int']['input'];
  lossPoints: Scalars['Int']['input'];
  winPoints: Scalars['Int']['input'];
};

export type LeagueStanding = {
  __typename?: 'LeagueStanding';
  avatarImageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  points: Scalars['Int']['output'];
  rank: Scalars['Int']['output'];
  /** When the points were reached (epoch ms): on equal points the earlier ranks higher. */
  reachedAt?: Maybe<Scalars['Float']['output']>;
  userId: Scalars['ID']['output'];
  zone: LeagueZone;
};

/** A league tier: its zones and the reward of its top places (admins edit them). */
export type LeagueTier = {
  __typename?: 'LeagueTier';
  /** The bottom this many go down a tier (0 in the first tier). */
  demote: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The top this many of a cohort go up a tier (0 in the top tier). */
  promote: Scalars['Int']['output'];
  /** Currency short name of the reward (null: none). */
  rewardCurrency?: Maybe<Scalars['String']['output']>;
  rewardCurrencyAmount: Scalars['Int']['output'];
  rewardItemAmount: Scalars['Int']['output'];
  rewardItemId?: Maybe<Scalars['Int']['output']>;
  /** The top this many with points are paid the reward. */
  rewardPlaces: Scalars['Int']['output'];
  /** 1 is the first tier; higher is better. */
  tier: Scalars['Int']['output'];
};

export type LeagueTierInput = {
  demote: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  promote: Scalars['Int']['input'];
  rewardCurrency?: InputMaybe<Scalars['String']['input']>;
  rewardCurrencyAmount: Scalars['Int']['input'];
  rewardItemAmount: Scalars['Int']['input'];
  rewardItemId?: InputMaybe<Scalars['Int']['input']>;
  rewardPlaces: Scalars['Int']['input'];
  tier: Scalars['Int']['input'];
};

/** A league week: Monday 00:00 UTC to the next (or an admin's end-now). Times are epoch seconds. */
export type LeagueWeek = {
  __typename?: 'LeagueWeek';
  ended: Scalars['Boolean']['output'];
  endedEarly: Scalars['Boolean']['output'];
  endsAt: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** Every reward is paid. */
  paid: Scalars['Boolean']['output'];
  /** Players placed in its cohorts when it started (players who start hunting later join as they hunt). */
  placed: Scalars['Int']['output'];
  /** Ranks, zones and rewards are final. */
  resultsWritten: Scalars['Boolean']['output'];
  startsAt: Scalars['Int']['output'];
};

export type LeagueZone =
  | 'DEMOTION'
  | 'PROMOTION'
  | 'STAY';

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Admin: ends the running league week now; the next week is placed at once and this week's results
   * and rewards follow within seconds. 409 when the week has already ended.
   */
  endLeagueWeekNow: LeagueWeek;
  /**
   * Admin: ends the current season now: hunts from this moment count for the next season, which starts
   * at once and ends at the schedule's next boundary. 409 when the season has already ended.
   */
  endSeasonNow: Season;
  /**
   * Admin: ends a tournament now (an upcoming one never runs); its results and prizes follow within
   * seconds. 409 when it has already ended.
   */
  endTournamentNow: Tournament;
  /**
   * Registers the signed-in player for an upcoming tournament. 409 after its start, twice, when it is
   * full or with three tournaments not yet ended; 403 below its entry XP; 404 for no such tournament.
   */
  registerForTournament: Tournament;
  /** Admin: sets how hunts score (points 0 to 1,000 each, dailyCap 1 to 100,000); applies to hunts from now on. */
  updateLeagueSettings: LeagueSettings;
  /**
   * Admin: sets a tier's name, zones and reward; applies to results written from now on. promote and
   * demote 0 to 25, rewardPlaces 0 to 50, amounts 0 to 1,000,000.
   */
  updateLeagueTier: LeagueTier;
  /**
   * Admin: sets when seasons start and how long they last. lengthDays 1 to 365; anchor any instant
   * from 2020 to 2100. The current season keeps its end; the next ones follow the new schedule.
   */
  updateSeasonSchedule: SeasonSchedule;
};


export type MutationEndLeagueWeekNowArgs = {
  id: Scalars['Int']['input'];
};


export type MutationEndSeasonNowArgs = {
  number: Scalars['Int']['input'];
};


export type MutationEndTournamentNowArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRegisterForTournamentArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateLeagueSettingsArgs = {
  input: LeagueSettingsInput;
};


export type MutationUpdateLeagueTierArgs = {
  input: LeagueTierInput;
};


export type MutationUpdateSeasonScheduleArgs = {
  anchor: Scalars['Int']['input'];
  lengthDays: Scalars['Int']['input'];
};

/** The signed-in player's cohort of a week. */
export type MyLeague = {
  __typename?: 'MyLeague';
  activityMax: Scalars['Float']['output'];
  /** Hunts per day over the 14 days before the week, of the cohort's least and most active players. */
  activityMin: Scalars['Float']['output'];
  cohortId: Scalars['Int']['output'];
  /** Null while the account is banned. */
  me?: Maybe<LeagueStanding>;
  /** The week's result, once written. */
  result?: Maybe<LeagueResult>;
  settings: LeagueSettings;
  /** The whole cohort in order. */
  standings: Array<LeagueStanding>;
  tier: LeagueTier;
  /** Points scored today (UTC) and the cap. */
  todayPoints: Scalars['Int']['output'];
  week: LeagueWeek;
};

/**
 * An observed rate over all players' hunts: count of trials, with its 95 % Wilson score interval.
 * Rates and bounds are fractions (0..1).
 */
export type ObservedRate = {
  __typename?: 'ObservedRate';
  count: Scalars['Int']['output'];
  high: Scalars['Float']['output'];
  low: Scalars['Float']['output'];
  rate: Scalars['Float']['output'];
  trials: Scalars['Int']['output'];
};

export type PackagePurchases = {
  __typename?: 'PackagePurchases';
  amount: Scalars['Int']['output'];
  packageId: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Daily analytics records, newest first (admin only). */
  analyticsRecords: Array<AnalyticsRecord>;
  /** Admin: the clawbacks of a sanction, by tournament. */
  clawbacks: Array<Clawback>;
  /** Admin: the audit trail of competition settings and actions, newest first; limit 1 to 100 (50 when absent). */
  competitionChanges: Array<AdminChange>;
  /** The season whose window holds now (null before the first season starts). */
  currentSeason?: Maybe<Season>;
  /** Observed drop rates of an enemy's loot (signed-in players); configured: true as above. */
  enemyDropRates: EnemyDropRates;
  /**
   * Observed attraction and drop rates of a hunting ground's enemies (signed-in players). With
   * configured: true (admins only, 403 otherwise) the content's configured rates come beside them.
   */
  huntingGroundRates: HuntingGroundRates;
  /** 50 rows of a ladder from a 0-based offset. */
  ladder: Array<LadderRow>;
  /** The same on a lifetime ladder. */
  ladderAroundMe: LadderNeighbourhood;
  /** Admin: the cohorts of a week (of one tier when given). */
  leagueCohorts: Array<LeagueCohort>;
  /** How hunts score league points. */
  leagueSettings: LeagueSettings;
  /** The league tiers, first to top. */
  leagueTiers: Array<LeagueTier>;
  /** Admin: league weeks, newest first; limit 1 to 52 (12 when absent). */
  leagueWeeks: Array<LeagueWeek>;
  /** JSON text: the ladder record, activity days, subscriptions and purchases kept about the signed-in account (any role), for "download my data" (GDPR Art. 15 and 20); lists are capped, each says whether it was cut. */
  myAnalyticsData: Scalars['String']['output'];
  /** The signed-in player's cohort of a week (the current one when absent); null when not placed in it. */
  myLeague?: Maybe<MyLeague>;
  /** The signed-in player's weeks, newest first; limit 1 to 52 (12 when absent). */
  myLeagueHistory: Array<LeagueHistoryEntry>;
  /** The signed-in player's tournaments, newest registration first; limit 1 to 50 (20 when absent). */
  myTournaments: Array<TournamentHistoryEntry>;
  /**
   * A page of a season's ladder (the current season when season is absent): live standings until the
   * season is archived, then its final standings. limit 1 to 100 (50 when absent).
   */
  seasonLadder: SeasonLadderPage;
  /** The signed-in player and up to radius (0 to 25, 5 when absent) players each side, on a season's ladder. */
  seasonLadderAroundMe: LadderNeighbourhood;
  /** Admin: the season schedule. */
  seasonSchedule: SeasonSchedule;
  /** Seasons, newest first; limit 1 to 50 (20 when absent); before: only seasons numbered below it. */
  seasons: Array<Season>;
};


export type QueryAnalyticsRecordsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClawbacksArgs = {
  sanctionId: Scalars['ID']['input'];
};


export type QueryCompetitionChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnemyDropRatesArgs = {
  configured?: InputMaybe<Scalars['Boolean']['input']>;
  enemyId: Scalars['Int']['input'];
};


export type QueryHuntingGroundRatesArgs = {
  configured?: InputMaybe<Scalars['Boolean']['input']>;
  huntingGroundId: Scalars['Int']['input'];
};


export type QueryLadderArgs = {
  kind: LadderKind;
  offset?: Scalars['Int']['input'];
};


export type QueryLadderAroundMeArgs = {
  kind: LadderKind;
  radius?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLeagueCohortsArgs = {
  tier?: InputMaybe<Scalars['Int']['input']>;
  week: Scalars['Int']['input'];
};


export type QueryLeagueWeeksArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyLeagueArgs = {
  week?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyLeagueHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyTournamentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySeasonLadderArgs = {
  kind: LadderKind;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: Scalars['Int']['input'];
  season?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySeasonLadderAroundMeArgs = {
  kind: LadderKind;
  radius?: InputMaybe<Scalars['Int']['input']>;
  season?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySeasonsArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A season of both ladders: scores count the XP and Coolness gained inside its window, from zero.
 * Times are epoch seconds (UTC).
 */
export type Season = {
  __typename?: 'Season';
  /** Its final standings are written, for good (a few seconds after its end). */
  archived: Scalars['Boolean']['output'];
  /** Ranked players on the Coolness ladder. */
  coolnessPlayers: Scalars['Int']['output'];
  /** Its window is over; an admin's end-now sets endsAt to that moment. */
  ended: Scalars['Boolean']['output'];
  /** Ended before its scheduled end by an admin. */
  endedEarly: Scalars['Boolean']['output'];
  /** The end of its window: a hunt that happens at or after it counts for the next season. */
  endsAt: Scalars['Int']['output'];
  number: Scalars['Int']['output'];
  startsAt: Scalars['Int']['output'];
  /** Ranked players on the XP ladder (live until archived, then final). */
  xpPlayers: Scalars['Int']['output'];
};

export type SeasonLadderPage = {
  __typename?: 'SeasonLadderPage';
  kind: LadderKind;
  /** 0-based position of the first row. */
  offset: Scalars['Int']['output'];
  rows: Array<Standing>;
  season: Season;
  /** Ranked players on this ladder. */
  total: Scalars['Int']['output'];
};

/** A player's final place in an archived season. */
export type SeasonPlacement = {
  __typename?: 'SeasonPlacement';
  endsAt: Scalars['Int']['output'];
  kind: LadderKind;
  /** Ranked players on that ladder, for 'rank of N'. */
  of: Scalars['Int']['output'];
  rank: Scalars['Int']['output'];
  score: Scalars['Int']['output'];
  season: Scalars['Int']['output'];
  startsAt: Scalars['Int']['output'];
};

/**
 * When seasons start and how long they last (admin setting). Season boundaries fall on anchor + k x
 * lengthDays days; a new schedule applies from the end of the current season.
 */
export type SeasonSchedule = {
  __typename?: 'SeasonSchedule';
  /** Epoch seconds of one boundary (UTC); the default is a Monday 00:00 UTC. */
  anchor: Scalars['Int']['output'];
  lengthDays: Scalars['Int']['output'];
};

/** A place on a ladder: the live season's, an archived season's or the lifetime ladder's. */
export type Standing = {
  __typename?: 'Standing';
  avatarImageId?: Maybe<Scalars['Int']['output']>;
  /** Empty for a deleted account. */
  name: Scalars['String']['output'];
  /** 1 is the top. */
  rank: Scalars['Int']['output'];
  /** When that score was reached (epoch ms): the earlier ranks higher on equal scores. */
  reachedAt?: Maybe<Scalars['Float']['output']>;
  /** The total that ranks: the season's gain, or the lifetime total. */
  score: Scalars['Int']['output'];
  userId: Scalars['ID']['output'];
};

/** One enemy of a hunting table: how often the table's roll picked it, before a hex, summoning or mission. */
export type TableEnemyRate = {
  __typename?: 'TableEnemyRate';
  /** Its range's share of the table (configured rates only; null otherwise or when no longer in the table). */
  configuredShare?: Maybe<Scalars['Float']['output']>;
  /** The configured share lies outside the observed 95 % interval (configured rates only). */
  differs?: Maybe<Scalars['Boolean']['output']>;
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  observed?: Maybe<ObservedRate>;
};

/**
 * A tournament as content defines it (name, window, entry rule, size, point table, prizes) with what
 * analytics knows of it: its phase, registrations, standings and results.
 */
export type Tournament = {
  __typename?: 'Tournament';
  /** When its window closes (epoch seconds): its end, or an admin's end-now. */
  closesAt: Scalars['Int']['output'];
  endedEarly: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  /** The signed-in player's registration; null when not registered. */
  myEntry?: Maybe<TournamentEntry>;
  phase: TournamentPhase;
  registered: Scalars['Int']['output'];
  resultsWritten: Scalars['Boolean']['output'];
  /** A page of the standings; limit 1 to 100 (50 when absent). */
  standings: TournamentStandingsPage;
  /** The signed-in player and up to radius (0 to 25, 5 when absent) players each side. */
  standingsAroundMe: LadderNeighbourhood;
};


/**
 * A tournament as content defines it (name, window, entry rule, size, point table, prizes) with what
 * analytics knows of it: its phase, registrations, standings and results.
 */
export type TournamentStandingsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: Scalars['Int']['input'];
};


/**
 * A tournament as content defines it (name, window, entry rule, size, point table, prizes) with what
 * analytics knows of it: its phase, registrations, standings and results.
 */
export type TournamentStandingsAroundMeArgs = {
  radius?: InputMaybe<Scalars['Int']['input']>;
};

/** A player's registration in a tournament. */
export type TournamentEntry = {
  __typename?: 'TournamentEntry';
  points: Scalars['Int']['output'];
  /** The live place while it runs (null while banned), the final one once the results are written. */
  rank?: Maybe<Scalars['Int']['output']>;
  /** Epoch seconds. */
  registeredAt: Scalars['Int']['output'];
};

/** A tournament the signed-in player registered for, and its prize once the results are written. */
export type TournamentHistoryEntry = {
  __typename?: 'TournamentHistoryEntry';
  points: Scalars['Int']['output'];
  prizeCurrency?: Maybe<Scalars['String']['output']>;
  prizeCurrencyAmount: Scalars['Int']['output'];
  prizeItemAmount: Scalars['Int']['output'];
  prizeItemId?: Maybe<Scalars['Int']['output']>;
  /** The prize was paid (by the server: nothing to claim); true when there is none. */
  prizePaid: Scalars['Boolean']['output'];
  rank?: Maybe<Scalars['Int']['output']>;
  tournament: Tournament;
};

export type TournamentPhase =
  | 'ENDED'
  | 'RUNNING'
  /** Registration is open until the start. */
  | 'UPCOMING';

export type TournamentStandingsPage = {
  __typename?: 'TournamentStandingsPage';
  /** The results are written: these ranks are final. */
  final: Scalars['Boolean']['output'];
  offset: Scalars['Int']['output'];
  /** score is the tournament's points. */
  rows: Array<Standing>;
  total: Scalars['Int']['output'];
};

/** The player's places on the two ladders (1 is the top); null means unranked. */
export type User = {
  __typename?: 'User';
  /** Place on the Coolness ladder; null without coolness. */
  coolnessRank?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Place on the XP ladder; null without XP. */
  ladderRank?: Maybe<Scalars['Int']['output']>;
  /** Final places in every archived season, newest season first (any signed-in account may read them). */
  seasonPlacements: Array<SeasonPlacement>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Tournament: Tournament;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Tournament:
    ( { __typename: 'Tournament' }
    & GraphQLRecursivePick<FederationTypes['Tournament'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminChange: ResolverTypeWrapper<AdminChange>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AnalyticsRecord: ResolverTypeWrapper<AnalyticsRecord>;
  Clawback: ResolverTypeWrapper<Clawback>;
  ClawbackLine: ResolverTypeWrapper<ClawbackLine>;
  Enemy: ResolverTypeWrapper<Enemy>;
  EnemyAttraction: ResolverTypeWrapper<EnemyAttraction>;
  EnemyDropRates: ResolverTypeWrapper<EnemyDropRates>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HuntingGroundRates: ResolverTypeWrapper<HuntingGroundRates>;
  HuntingTable: ResolverTypeWrapper<HuntingTable>;
  HuntingTableRates: ResolverTypeWrapper<HuntingTableRates>;
  Item: ResolverTypeWrapper<Item>;
  ItemDropRate: ResolverTypeWrapper<ItemDropRate>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  LadderKind: LadderKind;
  LadderNeighbourhood: ResolverTypeWrapper<LadderNeighbourhood>;
  LadderRow: ResolverTypeWrapper<LadderRow>;
  LeagueCohort: ResolverTypeWrapper<LeagueCohort>;
  LeagueHistoryEntry: ResolverTypeWrapper<Omit<LeagueHistoryEntry, 'week'> & { week: ResolversTypes['LeagueWeek'] }>;
  LeagueResult: ResolverTypeWrapper<LeagueResult>;
  LeagueSettings: ResolverTypeWrapper<LeagueSettings>;
  LeagueSettingsInput: LeagueSettingsInput;
  LeagueStanding: ResolverTypeWrapper<LeagueStanding>;
  LeagueTier: ResolverTypeWrapper<TierRowModel>;
  LeagueTierInput: LeagueTierInput;
  LeagueWeek: ResolverTypeWrapper<WeekRowModel>;
  LeagueZone: LeagueZone;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyLeague: ResolverTypeWrapper<Omit<MyLeague, 'tier' | 'week'> & { tier: ResolversTypes['LeagueTier'], week: ResolversTypes['LeagueWeek'] }>;
  ObservedRate: ResolverTypeWrapper<ObservedRate>;
  PackagePurchases: ResolverTypeWrapper<PackagePurchases>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Season: ResolverTypeWrapper<SeasonViewModel>;
  SeasonLadderPage: ResolverTypeWrapper<Omit<SeasonLadderPage, 'season'> & { season: ResolversTypes['Season'] }>;
  SeasonPlacement: ResolverTypeWrapper<SeasonPlacement>;
  SeasonSchedule: ResolverTypeWrapper<SeasonSchedule>;
  Standing: ResolverTypeWrapper<Standing>;
  TableEnemyRate: ResolverTypeWrapper<TableEnemyRate>;
  Tournament: ResolverTypeWrapper<TournamentReferenceModel>;
  TournamentEntry: ResolverTypeWrapper<TournamentEntry>;
  TournamentHistoryEntry: ResolverTypeWrapper<Omit<TournamentHistoryEntry, 'tournament'> & { tournament: ResolversTypes['Tournament'] }>;
  TournamentPhase: TournamentPhase;
  TournamentStandingsPage: ResolverTypeWrapper<TournamentStandingsPage>;
  User: ResolverTypeWrapper<UserReferenceModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminChange: AdminChange;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  AnalyticsRecord: AnalyticsRecord;
  Clawback: Clawback;
  ClawbackLine: ClawbackLine;
  Enemy: Enemy;
  EnemyAttraction: EnemyAttraction;
  EnemyDropRates: EnemyDropRates;
  Float: Scalars['Float']['output'];
  HuntingGroundRates: HuntingGroundRates;
  HuntingTable: HuntingTable;
  HuntingTableRates: HuntingTableRates;
  Item: Item;
  ItemDropRate: ItemDropRate;
  Boolean: Scalars['Boolean']['output'];
  LadderNeighbourhood: LadderNeighbourhood;
  LadderRow: LadderRow;
  LeagueCohort: LeagueCohort;
  LeagueHistoryEntry: Omit<LeagueHistoryEntry, 'week'> & { week: ResolversParentTypes['LeagueWeek'] };
  LeagueResult: LeagueResult;
  LeagueSettings: LeagueSettings;
  LeagueSettingsInput: LeagueSettingsInput;
  LeagueStanding: LeagueStanding;
  LeagueTier: TierRowModel;
  LeagueTierInput: LeagueTierInput;
  LeagueWeek: WeekRowModel;
  Mutation: Record<PropertyKey, never>;
  MyLeague: Omit<MyLeague, 'tier' | 'week'> & { tier: ResolversParentTypes['LeagueTier'], week: ResolversParentTypes['LeagueWeek'] };
  ObservedRate: ObservedRate;
  PackagePurchases: PackagePurchases;
  Query: Record<PropertyKey, never>;
  Season: SeasonViewModel;
  SeasonLadderPage: Omit<SeasonLadderPage, 'season'> & { season: ResolversParentTypes['Season'] };
  SeasonPlacement: SeasonPlacement;
  SeasonSchedule: SeasonSchedule;
  Standing: Standing;
  TableEnemyRate: TableEnemyRate;
  Tournament: TournamentReferenceModel;
  TournamentEntry: TournamentEntry;
  TournamentHistoryEntry: Omit<TournamentHistoryEntry, 'tournament'> & { tournament: ResolversParentTypes['Tournament'] };
  TournamentStandingsPage: TournamentStandingsPage;
  User: UserReferenceModel;
};

export type AdminChangeResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalyticsRecordResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['AnalyticsRecord'] = ResolversParentTypes['AnalyticsRecord']> = {
  goldSubsActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  platSubsActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  purchases?: Resolver<Array<ResolversTypes['PackagePurchases']>, ParentType, ContextType>;
  silverSubsActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersActive?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersActiveMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usersActiveWeek?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClawbackResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Clawback'] = ResolversParentTypes['Clawback']> = {
  failure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ClawbackLine']>, ParentType, ContextType>;
  sanctionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tournamentId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ClawbackLineResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['ClawbackLine'] = ResolversParentTypes['ClawbackLine']> = {
  asked?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  short?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taken?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnemyResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Enemy'] = ResolversParentTypes['Enemy']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnemyAttractionResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['EnemyAttraction'] = ResolversParentTypes['EnemyAttraction']> = {
  drops?: Resolver<ResolversTypes['EnemyDropRates'], ParentType, ContextType>;
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  observed?: Resolver<Maybe<ResolversTypes['ObservedRate']>, ParentType, ContextType>;
};

export type EnemyDropRatesResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['EnemyDropRates'] = ResolversParentTypes['EnemyDropRates']> = {
  averageLootchance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  fights?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ItemDropRate']>, ParentType, ContextType>;
};

export type HuntingGroundRatesResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['HuntingGroundRates'] = ResolversParentTypes['HuntingGroundRates']> = {
  enemies?: Resolver<Array<ResolversTypes['EnemyAttraction']>, ParentType, ContextType>;
  huntingGroundId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hunts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tables?: Resolver<Array<ResolversTypes['HuntingTableRates']>, ParentType, ContextType>;
};

export type HuntingTableResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['HuntingTable'] = ResolversParentTypes['HuntingTable']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HuntingTableRatesResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['HuntingTableRates'] = ResolversParentTypes['HuntingTableRates']> = {
  baitItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  enemies?: Resolver<Array<ResolversTypes['TableEnemyRate']>, ParentType, ContextType>;
  huntingTable?: Resolver<Maybe<ResolversTypes['HuntingTable']>, ParentType, ContextType>;
  huntingTableId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rolls?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemDropRateResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['ItemDropRate'] = ResolversParentTypes['ItemDropRate']> = {
  averageAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  configuredChance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  differs?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  expectedChance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  observed?: Resolver<Maybe<ResolversTypes['ObservedRate']>, ParentType, ContextType>;
};

export type LadderNeighbourhoodResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LadderNeighbourhood'] = ResolversParentTypes['LadderNeighbourhood']> = {
  me?: Resolver<Maybe<ResolversTypes['Standing']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Standing']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LadderRowResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LadderRow'] = ResolversParentTypes['LadderRow']> = {
  avatarImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coolness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coolnessRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ladderRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  xp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeagueCohortResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueCohort'] = ResolversParentTypes['LeagueCohort']> = {
  activityMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  activityMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  standings?: Resolver<Array<ResolversTypes['LeagueStanding']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeagueHistoryEntryResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueHistoryEntry'] = ResolversParentTypes['LeagueHistoryEntry']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['LeagueResult']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['LeagueWeek'], ParentType, ContextType>;
};

export type LeagueResultResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueResult'] = ResolversParentTypes['LeagueResult']> = {
  nextTier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardCurrencyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardItemAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type LeagueSettingsResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueSettings'] = ResolversParentTypes['LeagueSettings']> = {
  dailyCap?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  drawPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lossPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeagueStandingResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueStanding'] = ResolversParentTypes['LeagueStanding']> = {
  avatarImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reachedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['LeagueZone'], ParentType, ContextType>;
};

export type LeagueTierResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueTier'] = ResolversParentTypes['LeagueTier']> = {
  demote?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promote?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardCurrencyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardItemAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rewardPlaces?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LeagueWeekResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LeagueWeek'] = ResolversParentTypes['LeagueWeek']> = {
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endedEarly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultsWritten?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  endLeagueWeekNow?: Resolver<ResolversTypes['LeagueWeek'], ParentType, ContextType, RequireFields<MutationEndLeagueWeekNowArgs, 'id'>>;
  endSeasonNow?: Resolver<ResolversTypes['Season'], ParentType, ContextType, RequireFields<MutationEndSeasonNowArgs, 'number'>>;
  endTournamentNow?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationEndTournamentNowArgs, 'id'>>;
  registerForTournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationRegisterForTournamentArgs, 'id'>>;
  updateLeagueSettings?: Resolver<ResolversTypes['LeagueSettings'], ParentType, ContextType, RequireFields<MutationUpdateLeagueSettingsArgs, 'input'>>;
  updateLeagueTier?: Resolver<ResolversTypes['LeagueTier'], ParentType, ContextType, RequireFields<MutationUpdateLeagueTierArgs, 'input'>>;
  updateSeasonSchedule?: Resolver<ResolversTypes['SeasonSchedule'], ParentType, ContextType, RequireFields<MutationUpdateSeasonScheduleArgs, 'anchor' | 'lengthDays'>>;
};

export type MyLeagueResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['MyLeague'] = ResolversParentTypes['MyLeague']> = {
  activityMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  activityMin?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  cohortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['LeagueStanding']>, ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['LeagueResult']>, ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['LeagueSettings'], ParentType, ContextType>;
  standings?: Resolver<Array<ResolversTypes['LeagueStanding']>, ParentType, ContextType>;
  tier?: Resolver<ResolversTypes['LeagueTier'], ParentType, ContextType>;
  todayPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  week?: Resolver<ResolversTypes['LeagueWeek'], ParentType, ContextType>;
};

export type ObservedRateResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['ObservedRate'] = ResolversParentTypes['ObservedRate']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  trials?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackagePurchasesResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['PackagePurchases'] = ResolversParentTypes['PackagePurchases']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  analyticsRecords?: Resolver<Array<ResolversTypes['AnalyticsRecord']>, ParentType, ContextType, RequireFields<QueryAnalyticsRecordsArgs, 'limit'>>;
  clawbacks?: Resolver<Array<ResolversTypes['Clawback']>, ParentType, ContextType, RequireFields<QueryClawbacksArgs, 'sanctionId'>>;
  competitionChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QueryCompetitionChangesArgs>>;
  currentSeason?: Resolver<Maybe<ResolversTypes['Season']>, ParentType, ContextType>;
  enemyDropRates?: Resolver<ResolversTypes['EnemyDropRates'], ParentType, ContextType, RequireFields<QueryEnemyDropRatesArgs, 'configured' | 'enemyId'>>;
  huntingGroundRates?: Resolver<ResolversTypes['HuntingGroundRates'], ParentType, ContextType, RequireFields<QueryHuntingGroundRatesArgs, 'configured' | 'huntingGroundId'>>;
  ladder?: Resolver<Array<ResolversTypes['LadderRow']>, ParentType, ContextType, RequireFields<QueryLadderArgs, 'kind' | 'offset'>>;
  ladderAroundMe?: Resolver<ResolversTypes['LadderNeighbourhood'], ParentType, ContextType, RequireFields<QueryLadderAroundMeArgs, 'kind'>>;
  leagueCohorts?: Resolver<Array<ResolversTypes['LeagueCohort']>, ParentType, ContextType, RequireFields<QueryLeagueCohortsArgs, 'week'>>;
  leagueSettings?: Resolver<ResolversTypes['LeagueSettings'], ParentType, ContextType>;
  leagueTiers?: Resolver<Array<ResolversTypes['LeagueTier']>, ParentType, ContextType>;
  leagueWeeks?: Resolver<Array<ResolversTypes['LeagueWeek']>, ParentType, ContextType, Partial<QueryLeagueWeeksArgs>>;
  myAnalyticsData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myLeague?: Resolver<Maybe<ResolversTypes['MyLeague']>, ParentType, ContextType, Partial<QueryMyLeagueArgs>>;
  myLeagueHistory?: Resolver<Array<ResolversTypes['LeagueHistoryEntry']>, ParentType, ContextType, Partial<QueryMyLeagueHistoryArgs>>;
  myTournaments?: Resolver<Array<ResolversTypes['TournamentHistoryEntry']>, ParentType, ContextType, Partial<QueryMyTournamentsArgs>>;
  seasonLadder?: Resolver<ResolversTypes['SeasonLadderPage'], ParentType, ContextType, RequireFields<QuerySeasonLadderArgs, 'kind' | 'offset'>>;
  seasonLadderAroundMe?: Resolver<ResolversTypes['LadderNeighbourhood'], ParentType, ContextType, RequireFields<QuerySeasonLadderAroundMeArgs, 'kind'>>;
  seasonSchedule?: Resolver<ResolversTypes['SeasonSchedule'], ParentType, ContextType>;
  seasons?: Resolver<Array<ResolversTypes['Season']>, ParentType, ContextType, Partial<QuerySeasonsArgs>>;
};

export type SeasonResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Season'] = ResolversParentTypes['Season']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  coolnessPlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endedEarly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xpPlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeasonLadderPageResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['SeasonLadderPage'] = ResolversParentTypes['SeasonLadderPage']> = {
  kind?: Resolver<ResolversTypes['LadderKind'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Standing']>, ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Season'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeasonPlacementResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['SeasonPlacement'] = ResolversParentTypes['SeasonPlacement']> = {
  endsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LadderKind'], ParentType, ContextType>;
  of?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  season?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeasonScheduleResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['SeasonSchedule'] = ResolversParentTypes['SeasonSchedule']> = {
  anchor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lengthDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StandingResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Standing'] = ResolversParentTypes['Standing']> = {
  avatarImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reachedAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type TableEnemyRateResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['TableEnemyRate'] = ResolversParentTypes['TableEnemyRate']> = {
  configuredShare?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  differs?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  observed?: Resolver<Maybe<ResolversTypes['ObservedRate']>, ParentType, ContextType>;
};

export type TournamentResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Tournament'] = ResolversParentTypes['Tournament'], FederationReferenceType extends FederationReferenceTypes['Tournament'] = FederationReferenceTypes['Tournament']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Tournament']> | FederationReferenceType, FederationReferenceType, ContextType>;
  closesAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endedEarly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myEntry?: Resolver<Maybe<ResolversTypes['TournamentEntry']>, ParentType, ContextType>;
  phase?: Resolver<ResolversTypes['TournamentPhase'], ParentType, ContextType>;
  registered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resultsWritten?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  standings?: Resolver<ResolversTypes['TournamentStandingsPage'], ParentType, ContextType, RequireFields<TournamentStandingsArgs, 'offset'>>;
  standingsAroundMe?: Resolver<ResolversTypes['LadderNeighbourhood'], ParentType, ContextType, Partial<TournamentStandingsAroundMeArgs>>;
};

export type TournamentEntryResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['TournamentEntry'] = ResolversParentTypes['TournamentEntry']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  registeredAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TournamentHistoryEntryResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['TournamentHistoryEntry'] = ResolversParentTypes['TournamentHistoryEntry']> = {
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeCurrency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prizeCurrencyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeItemAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prizeItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prizePaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType>;
};

export type TournamentStandingsPageResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['TournamentStandingsPage'] = ResolversParentTypes['TournamentStandingsPage']> = {
  final?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Standing']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  coolnessRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ladderRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seasonPlacements?: Resolver<Array<ResolversTypes['SeasonPlacement']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = AnalyticsContext> = {
  AdminChange?: AdminChangeResolvers<ContextType>;
  AnalyticsRecord?: AnalyticsRecordResolvers<ContextType>;
  Clawback?: ClawbackResolvers<ContextType>;
  ClawbackLine?: ClawbackLineResolvers<ContextType>;
  Enemy?: EnemyResolvers<ContextType>;
  EnemyAttraction?: EnemyAttractionResolvers<ContextType>;
  EnemyDropRates?: EnemyDropRatesResolvers<ContextType>;
  HuntingGroundRates?: HuntingGroundRatesResolvers<ContextType>;
  HuntingTable?: HuntingTableResolvers<ContextType>;
  HuntingTableRates?: HuntingTableRatesResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemDropRate?: ItemDropRateResolvers<ContextType>;
  LadderNeighbourhood?: LadderNeighbourhoodResolvers<ContextType>;
  LadderRow?: LadderRowResolvers<ContextType>;
  LeagueCohort?: LeagueCohortResolvers<ContextType>;
  LeagueHistoryEntry?: LeagueHistoryEntryResolvers<ContextType>;
  LeagueResult?: LeagueResultResolvers<ContextType>;
  LeagueSettings?: LeagueSettingsResolvers<ContextType>;
  LeagueStanding?: LeagueStandingResolvers<ContextType>;
  LeagueTier?: LeagueTierResolvers<ContextType>;
  LeagueWeek?: LeagueWeekResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyLeague?: MyLeagueResolvers<ContextType>;
  ObservedRate?: ObservedRateResolvers<ContextType>;
  PackagePurchases?: PackagePurchasesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Season?: SeasonResolvers<ContextType>;
  SeasonLadderPage?: SeasonLadderPageResolvers<ContextType>;
  SeasonPlacement?: SeasonPlacementResolvers<ContextType>;
  SeasonSchedule?: SeasonScheduleResolvers<ContextType>;
  Standing?: StandingResolvers<ContextType>;
  TableEnemyRate?: TableEnemyRateResolvers<ContextType>;
  Tournament?: TournamentResolvers<ContextType>;
  TournamentEntry?: TournamentEntryResolvers<ContextType>;
  TournamentHistoryEntry?: TournamentHistoryEntryResolvers<ContextType>;
  TournamentStandingsPage?: TournamentStandingsPageResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

