/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { PlayerView as PlayerViewModel } from '../useCases/userGame';
import type { JournalEntryView as JournalEntryViewModel } from '../useCases/journalView';
import type { GameContext } from '../context';
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

export type ActionResult = {
  __typename?: 'ActionResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
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

/** A hunt's fight (spec 000 section 3). result 0 is ongoing, 1 draw, 2 win, 3 loss. */
export type Combat = {
  __typename?: 'Combat';
  attacker?: Maybe<CombatFighter>;
  autoHunt: Scalars['Boolean']['output'];
  bloodcraze: Scalars['Boolean']['output'];
  bloodlust: Scalars['Boolean']['output'];
  cloning: Scalars['Boolean']['output'];
  combatEnded: Scalars['Boolean']['output'];
  combatEvents: Array<CombatEvent>;
  defender?: Maybe<CombatFighter>;
  enemyInfo?: Maybe<CombatEnemyInfo>;
  /** Why no hunt started ('No bait equipped!', the cooldown...); null otherwise. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** VGC the player stole (+) or lost to a thief (-). */
  goldChange: Scalars['Int']['output'];
  id?: Maybe<Scalars['ID']['output']>;
  investment: Scalars['Boolean']['output'];
  loot: Array<LootDrop>;
  megalomania: Scalars['Boolean']['output'];
  questing: Scalars['Boolean']['output'];
  result: Scalars['Int']['output'];
  rewardXP: Scalars['Int']['output'];
  /** Rounds played so far (at most five). */
  round: Scalars['Int']['output'];
  xplosion: Scalars['Boolean']['output'];
};

export type CombatEnemyInfo = {
  __typename?: 'CombatEnemyInfo';
  animatedImageId?: Maybe<Scalars['Int']['output']>;
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  enemyRarity?: Maybe<RarityTag>;
  /** Read from the game's content snapshot, so a hunt answer needs no other subgraph. */
  enemyType?: Maybe<EnemyTypeTag>;
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** The enemy's currency reward. */
  reward: Array<CurrencyAmount>;
};

/** Types: 1 start, 2 round, 3 and 4 event, 5 proc damage, 6 retainer attack, 7/8 retainer added/removed, 9 dispel, 10 proc evaded, 11 base attack evaded, 12 leech, 13 healing, 14 stun, 15 theft, 16 base damage, 17 end. */
export type CombatEvent = {
  __typename?: 'CombatEvent';
  attackerName?: Maybe<Scalars['String']['output']>;
  combatEventType: Scalars['Int']['output'];
  combatResult: Scalars['Int']['output'];
  damage: Scalars['Int']['output'];
  damageDiff: Scalars['Int']['output'];
  goldChange: Scalars['Int']['output'];
  healing: Scalars['Int']['output'];
  healingDiff: Scalars['Int']['output'];
  isCriticalHit: Scalars['Boolean']['output'];
  playerName: Scalars['String']['output'];
  proc?: Maybe<CombatProc>;
  removedNegativeEffect?: Maybe<Scalars['String']['output']>;
  retainers: Array<CombatRetainer>;
  round: Scalars['Int']['output'];
  targetName?: Maybe<Scalars['String']['output']>;
  totalDamageAttacker: Scalars['Int']['output'];
  totalDamageTarget: Scalars['Int']['output'];
  totalPercentage: Scalars['Float']['output'];
};

export type CombatFighter = {
  __typename?: 'CombatFighter';
  health: Scalars['Int']['output'];
  isPlayer: Scalars['Boolean']['output'];
  maxHealth: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  retainers: Array<CombatRetainer>;
};

export type CombatProc = {
  __typename?: 'CombatProc';
  damageType?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
};

export type CombatRetainer = {
  __typename?: 'CombatRetainer';
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type CurrencyAmount = {
  __typename?: 'CurrencyAmount';
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

/** What one currency did over a period. */
export type CurrencyFlow = {
  __typename?: 'CurrencyFlow';
  /** The balance now. */
  balance: Scalars['Float']['output'];
  /** The balance when the period began. */
  balanceBefore: Scalars['Float']['output'];
  /** What came in over the period. */
  credited: Scalars['Float']['output'];
  /** The currency's shortName. */
  currency: Scalars['String']['output'];
  /** What went out over the period. */
  debited: Scalars['Float']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** By source, the largest movement first. */
  sources: Array<CurrencySourceFlow>;
};

/** One change of one currency balance, as the ledger recorded it in the change's own transaction. */
export type CurrencyLedgerEntry = {
  __typename?: 'CurrencyLedgerEntry';
  /** When, as ISO 8601. */
  at: Scalars['String']['output'];
  /** The balance once the change applied. */
  balanceAfter: Scalars['Float']['output'];
  /** The currency's shortName. */
  currency: Scalars['String']['output'];
  /** Whole units: positive in, negative out. */
  delta: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  /** What the change belongs to: a fight's id, a mission's id, a hunting ground's id, an exchange's key; empty when nothing. */
  reference: Scalars['String']['output'];
  source: CurrencySource;
};

/** Filters of a ledger page; every field is optional and they combine (and). */
export type CurrencyLedgerFilter = {
  /** A currency's shortName. */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601, inclusive. */
  from?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<CurrencySource>;
  /** ISO 8601, exclusive; not before from. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of a ledger, newest first. */
export type CurrencyLedgerSlice = {
  __typename?: 'CurrencyLedgerSlice';
  entries: Array<CurrencyLedgerEntry>;
  /** Pass as after to read the next, older rows; null when there are none. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

/** Why a currency balance moved (docs/ledger.md#sources). */
export type CurrencySource =
  /** A balance an admin set. */
  | 'ADMIN_GRANT'
  /** A Treasury claim. */
  | 'CLAIM'
  /** An operator's correction after a ledger check found a difference. */
  | 'CORRECTION'
  /** Forging an item from materials. */
  | 'CRAFT'
  /** A share of a coven expedition's chest. */
  | 'EXPEDITION'
  /** A friend's daily gift. */
  | 'GIFT'
  /** A fight's reward, or gold a thief stole or took (reference: the fight's id). */
  | 'HUNT'
  /** A league week's reward. */
  | 'LEAGUE_REWARD'
  /** Trading with other players. */
  | 'MARKET'
  /** Buying from or selling to a merchant (reference: the trade's exchange key). */
  | 'MERCHANT'
  /** A completed mission's reward (reference: the mission's id). */
  | 'MISSION'
  /** What the player held when the ledger began. */
  | 'OPENING_BALANCE'
  /** A change by another internal service. */
  | 'OTHER'
  /** What a premium package or subscription granted. */
  | 'PREMIUM_GRANT'
  /** Currency given back (an order cancelled or expired). */
  | 'REFUND'
  /** What a refunded payment granted, taken back. */
  | 'REVERSAL'
  /** A new player's starter kit. */
  | 'STARTER_KIT'
  /** A tournament's prize. */
  | 'TOURNAMENT_REWARD'
  /** A travel's cost (reference: the hunting ground's id). */
  | 'TRAVEL';

export type CurrencySourceFlow = {
  __typename?: 'CurrencySourceFlow';
  /** How many ledger rows. */
  changes: Scalars['Int']['output'];
  credited: Scalars['Float']['output'];
  debited: Scalars['Float']['output'];
  source: CurrencySource;
};

export type CurrencyValueInput = {
  name: Scalars['String']['input'];
  value: Scalars['Int']['input'];
};

/** The game's counters on content's enemies (the grimoire). */
export type Enemy = {
  __typename?: 'Enemy';
  /** How often all players together hunted it. */
  globalTimesHunted: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** How often the signed-in player hunted this enemy. */
  playerTimesHunted: Scalars['Int']['output'];
};

export type EnemyExpectation = {
  __typename?: 'EnemyExpectation';
  /** Share of hunts that met it. */
  encounterRate: Scalars['Float']['output'];
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  rarity?: Maybe<RarityTag>;
  /** Share of the hunts against it that were won. */
  winRate: Scalars['Float']['output'];
};

export type EnemyTypeTag = {
  __typename?: 'EnemyTypeTag';
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

/** A fight played again from what was stored (seed, loadouts as resolved, the content of its time, its engine version), never from a saved transcript. */
export type FightReplay = {
  __typename?: 'FightReplay';
  baitName?: Maybe<Scalars['String']['output']>;
  /** The re-simulated fight in the hunt answer's shape: combatEvents round by round, the result and the rewards recorded. */
  combat: Combat;
  /** The combat engine version the fight was played and replayed with. */
  engineVersion: Scalars['Int']['output'];
  huntingGroundName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Whether the signed-in player fought it. */
  own: Scalars['Boolean']['output'];
  /** The token of the fight's share link (/replay/<token>), for its owner only; anyone signed in may open it. */
  shareToken?: Maybe<Scalars['String']['output']>;
  /** When the fight began, epoch seconds. */
  startedAt: Scalars['Int']['output'];
};

/** Whether a stored fight reproduces exactly when played again from its inputs. */
export type FightVerification = {
  __typename?: 'FightVerification';
  engineVersion: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** What differed ('combat log', 'rounds', 'result', 'XP', 'currencies', 'loot', 'gold'); empty when reproduced. */
  mismatches: Array<Scalars['String']['output']>;
  reproduced: Scalars['Boolean']['output'];
};

export type HuntAction =
  /** Start a hunt, or play the next round of the one in progress. */
  | 'ATTACK'
  /** Start a hunt on a coffin charge (no cooldown), or play the next round. */
  | 'COFFIN'
  /** Start a hunt if none is running, and play all remaining rounds. */
  | 'QUICK';

export type HuntingGround = {
  __typename?: 'HuntingGround';
  id: Scalars['Int']['output'];
};

/** Groups of inbox news a player may also get as web pushes (docs/reminders.md#inbox-news). */
export type InboxPushGroup =
  /** League week and tournament results. */
  | 'COMPETITION'
  /** Coven invitations and decisions. */
  | 'COVEN'
  /** Expedition progress and results. */
  | 'EXPEDITIONS'
  /** Friend requests and accepted requests. */
  | 'FRIENDS'
  /** Gifts from friends. */
  | 'GIFTS';

export type InventoryEntry = {
  __typename?: 'InventoryEntry';
  amount: Scalars['Int']['output'];
  /** Equipped in the active set. */
  equipped: Scalars['Boolean']['output'];
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
};

/** The signed-in player's holding of content's items (shops, treasury). */
export type Item = {
  __typename?: 'Item';
  id: Scalars['Int']['output'];
  /** How many of this item the signed-in player holds; 0 when signed out. */
  ownedAmount: Scalars['Int']['output'];
};

export type ItemAmount = {
  __typename?: 'ItemAmount';
  amount: Scalars['Int']['output'];
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
};

/** result: 1 draw, 2 victory, 3 loss, 4 no bait equipped. */
export type JournalCombatInfo = {
  __typename?: 'JournalCombatInfo';
  autoHunt: Scalars['Boolean']['output'];
  bloodcraze: Scalars['Boolean']['output'];
  bloodlust: Scalars['Boolean']['output'];
  cloning: Scalars['Boolean']['output'];
  /** The fight's id, for its replay (fightReplay); null for an auto-hunt without bait. */
  combatId?: Maybe<Scalars['ID']['output']>;
  enemyInfo?: Maybe<JournalEnemyInfo>;
  goldChange: Scalars['Int']['output'];
  investment: Scalars['Boolean']['output'];
  loot: Array<LootDrop>;
  megalomania: Scalars['Boolean']['output'];
  questing: Scalars['Boolean']['output'];
  result: Scalars['Int']['output'];
  rewardXP: Scalars['Int']['output'];
  timestamp: Scalars['Int']['output'];
  xplosion: Scalars['Boolean']['output'];
};

export type JournalData = {
  __typename?: 'JournalData';
  message?: Maybe<Scalars['String']['output']>;
  newRankName?: Maybe<Scalars['String']['output']>;
  progress?: Maybe<Scalars['String']['output']>;
  /** JSON of the reward: {xp, currencies, items} or a list of {itemId, amount}. */
  reward?: Maybe<Scalars['String']['output']>;
  travelImageId?: Maybe<Scalars['Int']['output']>;
  travelName?: Maybe<Scalars['String']['output']>;
};

export type JournalEnemyInfo = {
  __typename?: 'JournalEnemyInfo';
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  reward: Array<CurrencyAmount>;
};

/** Journal entry types: 0 travel, 1 combat, 2 rank up, 3 mission reward, 4 system message. */
export type JournalEntry = {
  __typename?: 'JournalEntry';
  combatInfo?: Maybe<JournalCombatInfo>;
  data?: Maybe<JournalData>;
  /** Where it happened: the fight's hunting ground, or a travel's destination; null when not recorded. */
  huntingGround?: Maybe<HuntingGround>;
  id: Scalars['ID']['output'];
  /** Epoch seconds. */
  timestamp: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
};

/** Filters of a journal search; every field is optional and they combine (and). */
export type JournalFilter = {
  enemyId?: InputMaybe<Scalars['Int']['input']>;
  /** Epoch seconds, inclusive. */
  from?: InputMaybe<Scalars['Int']['input']>;
  huntingGroundId?: InputMaybe<Scalars['Int']['input']>;
  /** Combat result: 1 draw, 2 victory, 3 loss, 4 no bait equipped. */
  result?: InputMaybe<Scalars['Int']['input']>;
  /** Text the entry mentions (an enemy, hunting ground or item name, a travel, a rank, a message); at most 100 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Epoch seconds, inclusive; not before from. */
  to?: InputMaybe<Scalars['Int']['input']>;
  /** Entry type: 0 travel, 1 combat, 2 rank up, 3 mission reward, 4 system message. */
  type?: InputMaybe<Scalars['Int']['input']>;
};

export type JournalPage = {
  __typename?: 'JournalPage';
  entries: Array<JournalEntry>;
  total: Scalars['Int']['output'];
};

/** A page of a journal search, newest first. */
export type JournalSlice = {
  __typename?: 'JournalSlice';
  entries: Array<JournalEntry>;
  /** Pass as after to read the next, older entries; null when there are none. */
  nextCursor?: Maybe<Scalars['String']['output']>;
};

export type LockedSlot = {
  __typename?: 'LockedSlot';
  /** Item type shortName (accessory, retainer). */
  itemType: Scalars['String']['output'];
  /** 1-based slot number. */
  slot: Scalars['Int']['output'];
};

export type LootDrop = {
  __typename?: 'LootDrop';
  amount: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
  /** The extra amount granted by loot bonuses (the player receives amount + lootHunterBonus). */
  lootHunterBonus: Scalars['Int']['output'];
  /** The item's name, image and rarity from the game's content snapshot (item has every detail). */
  name: Scalars['String']['output'];
  rarity?: Maybe<RarityTag>;
};

export type LootExpectation = {
  __typename?: 'LootExpectation';
  amountPerHour: Scalars['Float']['output'];
  /** Items received per hunt and per hour (amount and loot-hunter bonus). */
  amountPerHunt: Scalars['Float']['output'];
  /** Share of hunts that dropped it. */
  dropRate: Scalars['Float']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  rarity?: Maybe<RarityTag>;
};

export type Mission = {
  __typename?: 'Mission';
  completed: Scalars['Boolean']['output'];
  endTimestamp: Scalars['Int']['output'];
  huntingGround?: Maybe<HuntingGround>;
  id: Scalars['ID']['output'];
  /** Empty until the mission starts. */
  objectives: Array<MissionObjective>;
  reward?: Maybe<MissionReward>;
  /** False while the mission has not started yet (the pause between missions). */
  running: Scalars['Boolean']['output'];
  startTimestamp: Scalars['Int']['output'];
};

export type MissionObjective = {
  __typename?: 'MissionObjective';
  /** Wins against the enemy since the mission started. */
  caught: Scalars['Int']['output'];
  enemy?: Maybe<Enemy>;
  enemyId: Scalars['Int']['output'];
  goal: Scalars['Int']['output'];
};

export type MissionReward = {
  __typename?: 'MissionReward';
  currencies: Array<CurrencyAmount>;
  items: Array<ItemAmount>;
  xp: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: add deltaAmount of an item to a player's inventory, or take it away with remove. */
  adminAddInventoryItem: ActionResult;
  /** Admin: let a player hunt again now. */
  adminResetHuntCooldown: ActionResult;
  /** Admin: set a player's XP and currency balances (absolute values). */
  adminUpdatePlayer: ActionResult;
  /** slot is zero-based. */
  changeEquipmentSet: ActionResult;
  equipItem: ActionResult;
  hunt: Combat;
  /** Chooses the groups of inbox news pushed to the player (replaces the previous choice; news from before is never pushed; 409 when push is off). */
  setInboxPushGroups: PushSettings;
  /** Chooses the reminder kinds (replaces the previous choice; 409 when reminders are off). */
  setReminderKinds: PushSettings;
  /** Stores this browser's push subscription (422 when malformed, 409 when reminders are off); a sixth drops the oldest. */
  subscribePush: PushSettings;
  travel: ActionResult;
  unequipItem: ActionResult;
  /** Forgets this browser's push subscription. */
  unsubscribePush: PushSettings;
};


export type MutationAdminAddInventoryItemArgs = {
  deltaAmount: Scalars['Int']['input'];
  itemId: Scalars['Int']['input'];
  remove?: InputMaybe<Scalars['Boolean']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationAdminResetHuntCooldownArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationAdminUpdatePlayerArgs = {
  currencies?: InputMaybe<Array<CurrencyValueInput>>;
  userId: Scalars['ID']['input'];
  xp?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationChangeEquipmentSetArgs = {
  slot: Scalars['Int']['input'];
};


export type MutationEquipItemArgs = {
  itemId: Scalars['Int']['input'];
};


export type MutationHuntArgs = {
  action?: HuntAction;
};


export type MutationSetInboxPushGroupsArgs = {
  groups: Array<InboxPushGroup>;
};


export type MutationSetReminderKindsArgs = {
  kinds: Array<ReminderKind>;
};


export type MutationSubscribePushArgs = {
  subscription: PushSubscriptionInput;
};


export type MutationTravelArgs = {
  huntingGroundId: Scalars['Int']['input'];
};


export type MutationUnequipItemArgs = {
  itemId: Scalars['Int']['input'];
};


export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};

export type PlayerStat = {
  __typename?: 'PlayerStat';
  /** Percentage stats scaled through StatMax; the plain total otherwise. */
  effectiveValue: Scalars['Float']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
  statFlavorText?: Maybe<Scalars['String']['output']>;
  statImageId?: Maybe<Scalars['Int']['output']>;
  statUnitSymbol?: Maybe<Scalars['String']['output']>;
  valueFrom: Scalars['Int']['output'];
  valueTo: Scalars['Int']['output'];
};

/** The signed-in player's push reminders. */
export type PushSettings = {
  __typename?: 'PushSettings';
  /** False when the server has no VAPID keys: reminders are off and the web hides them. */
  enabled: Scalars['Boolean']['output'];
  /** The groups of inbox news the player gets as pushes too (none until chosen). */
  inboxGroups: Array<InboxPushGroup>;
  /** The kinds the player chose. */
  kinds: Array<ReminderKind>;
  /** The VAPID public key (base64url) for PushManager.subscribe; null when disabled. */
  publicKey?: Maybe<Scalars['String']['output']>;
  /** How many of the player's browsers are subscribed (at most five). */
  subscriptions: Scalars['Int']['output'];
};

/** A browser's PushSubscription: the endpoint (https; at most 1024 characters) and its keys, base64url. */
export type PushSubscriptionInput = {
  auth: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

export type Query = {
  __typename?: 'Query';
  /** The running mission, or the next one during the pause; null when none is planned. */
  currentMission?: Maybe<Mission>;
  /** A fight's replay, re-simulated. id: the fight's id (its owner only) or its share token (any signed-in player); NOT_FOUND when unknown or no longer kept. */
  fightReplay: FightReplay;
  /** A bare operation that touches no store: the benchmark's baseline through the gateway. */
  gamePing: Scalars['String']['output'];
  /** The signed-in player's journal, newest first. */
  journal: JournalPage;
  /** The signed-in player's journal filtered and searched, newest first, paged by cursor (limit 1 to 100). */
  journalEntries: JournalSlice;
  /** The signed-in account's currency ledger (any role), newest first, filtered, one page after the cursor (limit 1 to 100): what User.currencyLedger answers, without reading the player (download my data, the player web's history). */
  myCurrencyLedger: CurrencyLedgerSlice;
  /** JSON text: the player, inventory, currencies and a summary of their ledger (its rows: User.currencyLedger), equipment, grimoire, missions, fights, reminders and push subscriptions, exchanges and audit rows (the journal itself: journalEntries) kept about the signed-in account (any role), for "download my data" (GDPR Art. 15 and 20); lists are capped, each says whether it was cut. */
  myGameData: Scalars['String']['output'];
  /** Admin: the audit trail of players (XP, currencies, inventory, hunt cooldown), newest first; limit 1 to 100 (50 when absent), before an id of the page before. */
  playerChanges: Array<AdminChange>;
  /** The signed-in player's push reminder settings. */
  pushSettings: PushSettings;
  /** Simulates hunts (100 to 2000, 500 when absent) with a composed setup and with the player's current one, with the game's own rules and engine; a player runs one at a time (429 when busy). */
  simulateSetup: SetupSimulation;
  /** Re-simulates a stored fight and answers whether it reproduces exactly; id as for fightReplay. */
  verifyFight: FightVerification;
};


export type QueryFightReplayArgs = {
  id: Scalars['ID']['input'];
};


export type QueryJournalArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryJournalEntriesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<JournalFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyCurrencyLedgerArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CurrencyLedgerFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlayerChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySimulateSetupArgs = {
  hunts?: InputMaybe<Scalars['Int']['input']>;
  seed?: InputMaybe<Scalars['Float']['input']>;
  setup: SimulationSetupInput;
};


export type QueryVerifyFightArgs = {
  id: Scalars['ID']['input'];
};

export type Rank = {
  __typename?: 'Rank';
  id: Scalars['Int']['output'];
};

export type RarityTag = {
  __typename?: 'RarityTag';
  colorHex: Scalars['String']['output'];
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

/** Push reminder kinds (docs/reminders.md). */
export type ReminderKind =
  /** A retainer's hourly hunt happened. */
  | 'AUTO_HUNT'
  /** A coffin charge came back. */
  | 'COFFIN_CHARGE'
  /** The hunt cooldown ended. */
  | 'HUNT_READY'
  /** The running mission ends within the hour. */
  | 'MISSION_ENDING';

/** A setup against the player's current one (active set, its bait, current ground) on the same seeds. */
export type SetupSimulation = {
  __typename?: 'SetupSimulation';
  /** Null when the current setup cannot hunt (currentRefusal says why). */
  current?: Maybe<SimulationOutcome>;
  currentRefusal?: Maybe<Scalars['String']['output']>;
  hunts: Scalars['Int']['output'];
  /** The first hunt's seed; the others derive from it, so the same seed gives the same answer. */
  seed: Scalars['Float']['output'];
  setup: SimulationOutcome;
};

export type SimulatedCurrency = {
  __typename?: 'SimulatedCurrency';
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  perHour: Scalars['Float']['output'];
  perHunt: Scalars['Float']['output'];
  shortName: Scalars['String']['output'];
};

/** One simulated hunt as the game would have played it. */
export type SimulatedFight = {
  __typename?: 'SimulatedFight';
  combatEvents: Array<CombatEvent>;
  enemyId: Scalars['Int']['output'];
  goldChange: Scalars['Int']['output'];
  loot: Array<LootDrop>;
  /** 1 draw, 2 win, 3 loss. */
  result: Scalars['Int']['output'];
  rewardXP: Scalars['Int']['output'];
  rounds: Scalars['Int']['output'];
  /** The hunt's seed (0 to 2^32 - 1). */
  seed: Scalars['Float']['output'];
};

/** The expected outcome of one setup over the simulated hunts. */
export type SimulationOutcome = {
  __typename?: 'SimulationOutcome';
  averageRounds: Scalars['Float']['output'];
  currencies: Array<SimulatedCurrency>;
  draws: Scalars['Int']['output'];
  /** Hunts in which no enemy was met. */
  emptyHunts: Scalars['Int']['output'];
  enemies: Array<EnemyExpectation>;
  /** The first simulated hunt, round by round (null when no enemy was met). */
  firstHunt?: Maybe<SimulatedFight>;
  goldPerHour: Scalars['Float']['output'];
  /** VGC per hunt: rewards plus thefts, less what thieves took. */
  goldPerHunt: Scalars['Float']['output'];
  huntingGroundId: Scalars['Int']['output'];
  hunts: Scalars['Int']['output'];
  /** Hunting whenever allowed: the cooldown (timewalker), a coffin's recharges and a retainer's auto-hunt. */
  huntsPerHour: Scalars['Float']['output'];
  loot: Array<LootExpectation>;
  losses: Scalars['Int']['output'];
  /** Share of hunts won, with its 95 % interval. */
  winRate: Scalars['Float']['output'];
  winRateHigh: Scalars['Float']['output'];
  winRateLow: Scalars['Float']['output'];
  wins: Scalars['Int']['output'];
  xpPerHour: Scalars['Float']['output'];
  xpPerHunt: Scalars['Float']['output'];
};

/** A setup to try in the simulator: any equipment (owned or not), a bait and a hunting ground. */
export type SimulationSetupInput = {
  baitItemId: Scalars['Int']['input'];
  huntingGroundId: Scalars['Int']['input'];
  /** Equipment by item id, in the order equipped; at most the open slots of each type (bait apart). */
  itemIds: Array<Scalars['Int']['input']>;
  /** The XP the setup is tried at (item and ground requirements); the player's own when absent. */
  xp?: InputMaybe<Scalars['Int']['input']>;
};

/** The player. Identity owns the account; the game adds everything the player has and has done. */
export type User = {
  __typename?: 'User';
  /** The fight in progress, if any. */
  activeCombat?: Maybe<Combat>;
  /** Zero-based index of the active equipment set. */
  activeEquipmentSlot: Scalars['Int']['output'];
  coffinCharges: Scalars['Int']['output'];
  /** Score from claimed collections and achievements; feeds the Coolness ladder. */
  coolness: Scalars['Int']['output'];
  currencies: Array<CurrencyAmount>;
  /** Where the player's currency went over the last `days` days (1 to 90): per currency, the balances then and now and what came in and went out by source (the player's own, or an admin's view). */
  currencyFlow: Array<CurrencyFlow>;
  /** Every change of the player's currency balances, newest first, filtered, one page after the cursor (limit 1 to 100): the player's own, or any player's for an admin (docs/ledger.md). */
  currencyLedger: CurrencyLedgerSlice;
  currentHuntingGround?: Maybe<HuntingGround>;
  currentRank?: Maybe<Rank>;
  currentTimeStamp: Scalars['Int']['output'];
  /** Cooldown between hunts in seconds (600 + timewalker, never below 480). */
  huntCooldownSeconds: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  inventory: Array<InventoryEntry>;
  /** Slots locked by curator (accessory 3) and dominate (retainers 2 and 3). */
  lockedSlots: Array<LockedSlot>;
  maxCoffinCharges: Scalars['Int']['output'];
  /** Health at full strength: 100 plus the health stats. */
  maxHealth: Scalars['Int']['output'];
  /** Epoch seconds. */
  nextAllowedHuntTimeStamp: Scalars['Int']['output'];
  /** Epoch seconds when the next coffin charge comes back; 0 when none is recharging. */
  nextCoffinRechargeTimeStamp: Scalars['Int']['output'];
  /** The next rank's XP threshold (the current XP at the last rank). */
  nextRankXP: Scalars['Int']['output'];
  /** Stat totals of the counted items (active set plus always-equipped types). */
  stats: Array<PlayerStat>;
  /** 0 none, 1 Silver, 2 Gold, 3 Platinum. */
  subscriptionLevel: Scalars['Int']['output'];
  /** How many of the ten equipment sets are usable. */
  unlockedEquipmentSlots: Scalars['Int']['output'];
  xp: Scalars['Int']['output'];
};


/** The player. Identity owns the account; the game adds everything the player has and has done. */
export type UserCurrencyFlowArgs = {
  days: Scalars['Int']['input'];
};


/** The player. Identity owns the account; the game adds everything the player has and has done. */
export type UserCurrencyLedgerArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<CurrencyLedgerFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
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
  Enemy: Enemy;
  Item: Item;
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Enemy:
    ( { __typename: 'Enemy' }
    & GraphQLRecursivePick<FederationTypes['Enemy'], {"id":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionResult: ResolverTypeWrapper<ActionResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AdminChange: ResolverTypeWrapper<AdminChange>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Combat: ResolverTypeWrapper<Omit<Combat, 'attacker' | 'combatEvents' | 'defender' | 'enemyInfo' | 'loot'> & { attacker?: Maybe<ResolversTypes['CombatFighter']>, combatEvents: Array<ResolversTypes['CombatEvent']>, defender?: Maybe<ResolversTypes['CombatFighter']>, enemyInfo?: Maybe<ResolversTypes['CombatEnemyInfo']>, loot: Array<ResolversTypes['LootDrop']> }>;
  CombatEnemyInfo: ResolverTypeWrapper<Omit<CombatEnemyInfo, 'enemy'> & { enemy?: Maybe<ResolversTypes['Enemy']> }>;
  CombatEvent: ResolverTypeWrapper<Omit<CombatEvent, 'retainers'> & { retainers: Array<ResolversTypes['CombatRetainer']> }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CombatFighter: ResolverTypeWrapper<Omit<CombatFighter, 'retainers'> & { retainers: Array<ResolversTypes['CombatRetainer']> }>;
  CombatProc: ResolverTypeWrapper<CombatProc>;
  CombatRetainer: ResolverTypeWrapper<Omit<CombatRetainer, 'item'> & { item?: Maybe<ResolversTypes['Item']> }>;
  CurrencyAmount: ResolverTypeWrapper<CurrencyAmount>;
  CurrencyFlow: ResolverTypeWrapper<CurrencyFlow>;
  CurrencyLedgerEntry: ResolverTypeWrapper<CurrencyLedgerEntry>;
  CurrencyLedgerFilter: CurrencyLedgerFilter;
  CurrencyLedgerSlice: ResolverTypeWrapper<CurrencyLedgerSlice>;
  CurrencySource: CurrencySource;
  CurrencySourceFlow: ResolverTypeWrapper<CurrencySourceFlow>;
  CurrencyValueInput: CurrencyValueInput;
  Enemy: ResolverTypeWrapper<Pick<Enemy, 'id'>>;
  EnemyExpectation: ResolverTypeWrapper<Omit<EnemyExpectation, 'enemy'> & { enemy?: Maybe<ResolversTypes['Enemy']> }>;
  EnemyTypeTag: ResolverTypeWrapper<EnemyTypeTag>;
  FightReplay: ResolverTypeWrapper<Omit<FightReplay, 'combat'> & { combat: ResolversTypes['Combat'] }>;
  FightVerification: ResolverTypeWrapper<FightVerification>;
  HuntAction: HuntAction;
  HuntingGround: ResolverTypeWrapper<Pick<HuntingGround, 'id'>>;
  InboxPushGroup: InboxPushGroup;
  InventoryEntry: ResolverTypeWrapper<Omit<InventoryEntry, 'item'> & { item?: Maybe<ResolversTypes['Item']> }>;
  Item: ResolverTypeWrapper<Pick<Item, 'id'>>;
  ItemAmount: ResolverTypeWrapper<Omit<ItemAmount, 'item'> & { item?: Maybe<ResolversTypes['Item']> }>;
  JournalCombatInfo: ResolverTypeWrapper<Omit<JournalCombatInfo, 'enemyInfo' | 'loot'> & { enemyInfo?: Maybe<ResolversTypes['JournalEnemyInfo']>, loot: Array<ResolversTypes['LootDrop']> }>;
  JournalData: ResolverTypeWrapper<JournalData>;
  JournalEnemyInfo: ResolverTypeWrapper<Omit<JournalEnemyInfo, 'enemy'> & { enemy?: Maybe<ResolversTypes['Enemy']> }>;
  JournalEntry: ResolverTypeWrapper<JournalEntryViewModel>;
  JournalFilter: JournalFilter;
  JournalPage: ResolverTypeWrapper<Omit<JournalPage, 'entries'> & { entries: Array<ResolversTypes['JournalEntry']> }>;
  JournalSlice: ResolverTypeWrapper<Omit<JournalSlice, 'entries'> & { entries: Array<ResolversTypes['JournalEntry']> }>;
  LockedSlot: ResolverTypeWrapper<LockedSlot>;
  LootDrop: ResolverTypeWrapper<Omit<LootDrop, 'item'> & { item?: Maybe<ResolversTypes['Item']> }>;
  LootExpectation: ResolverTypeWrapper<Omit<LootExpectation, 'item'> & { item?: Maybe<ResolversTypes['Item']> }>;
  Mission: ResolverTypeWrapper<Omit<Mission, 'huntingGround' | 'objectives' | 'reward'> & { huntingGround?: Maybe<ResolversTypes['HuntingGround']>, objectives: Array<ResolversTypes['MissionObjective']>, reward?: Maybe<ResolversTypes['MissionReward']> }>;
  MissionObjective: ResolverTypeWrapper<Omit<MissionObjective, 'enemy'> & { enemy?: Maybe<ResolversTypes['Enemy']> }>;
  MissionReward: ResolverTypeWrapper<Omit<MissionReward, 'items'> & { items: Array<ResolversTypes['ItemAmount']> }>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PlayerStat: ResolverTypeWrapper<PlayerStat>;
  PushSettings: ResolverTypeWrapper<PushSettings>;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rank: ResolverTypeWrapper<Pick<Rank, 'id'>>;
  RarityTag: ResolverTypeWrapper<RarityTag>;
  ReminderKind: ReminderKind;
  SetupSimulation: ResolverTypeWrapper<Omit<SetupSimulation, 'current' | 'setup'> & { current?: Maybe<ResolversTypes['SimulationOutcome']>, setup: ResolversTypes['SimulationOutcome'] }>;
  SimulatedCurrency: ResolverTypeWrapper<SimulatedCurrency>;
  SimulatedFight: ResolverTypeWrapper<Omit<SimulatedFight, 'combatEvents' | 'loot'> & { combatEvents: Array<ResolversTypes['CombatEvent']>, loot: Array<ResolversTypes['LootDrop']> }>;
  SimulationOutcome: ResolverTypeWrapper<Omit<SimulationOutcome, 'enemies' | 'firstHunt' | 'loot'> & { enemies: Array<ResolversTypes['EnemyExpectation']>, firstHunt?: Maybe<ResolversTypes['SimulatedFight']>, loot: Array<ResolversTypes['LootExpectation']> }>;
  SimulationSetupInput: SimulationSetupInput;
  User: ResolverTypeWrapper<PlayerViewModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  AdminChange: AdminChange;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Combat: Omit<Combat, 'attacker' | 'combatEvents' | 'defender' | 'enemyInfo' | 'loot'> & { attacker?: Maybe<ResolversParentTypes['CombatFighter']>, combatEvents: Array<ResolversParentTypes['CombatEvent']>, defender?: Maybe<ResolversParentTypes['CombatFighter']>, enemyInfo?: Maybe<ResolversParentTypes['CombatEnemyInfo']>, loot: Array<ResolversParentTypes['LootDrop']> };
  CombatEnemyInfo: Omit<CombatEnemyInfo, 'enemy'> & { enemy?: Maybe<ResolversParentTypes['Enemy']> };
  CombatEvent: Omit<CombatEvent, 'retainers'> & { retainers: Array<ResolversParentTypes['CombatRetainer']> };
  Float: Scalars['Float']['output'];
  CombatFighter: Omit<CombatFighter, 'retainers'> & { retainers: Array<ResolversParentTypes['CombatRetainer']> };
  CombatProc: CombatProc;
  CombatRetainer: Omit<CombatRetainer, 'item'> & { item?: Maybe<ResolversParentTypes['Item']> };
  CurrencyAmount: CurrencyAmount;
  CurrencyFlow: CurrencyFlow;
  CurrencyLedgerEntry: CurrencyLedgerEntry;
  CurrencyLedgerFilter: CurrencyLedgerFilter;
  CurrencyLedgerSlice: CurrencyLedgerSlice;
  CurrencySourceFlow: CurrencySourceFlow;
  CurrencyValueInput: CurrencyValueInput;
  Enemy: Pick<Enemy, 'id'>;
  EnemyExpectation: Omit<EnemyExpectation, 'enemy'> & { enemy?: Maybe<ResolversParentTypes['Enemy']> };
  EnemyTypeTag: EnemyTypeTag;
  FightReplay: Omit<FightReplay, 'combat'> & { combat: ResolversParentTypes['Combat'] };
  FightVerification: FightVerification;
  HuntingGround: Pick<HuntingGround, 'id'>;
  InventoryEntry: Omit<InventoryEntry, 'item'> & { item?: Maybe<ResolversParentTypes['Item']> };
  Item: Pick<Item, 'id'>;
  ItemAmount: Omit<ItemAmount, 'item'> & { item?: Maybe<ResolversParentTypes['Item']> };
  JournalCombatInfo: Omit<JournalCombatInfo, 'enemyInfo' | 'loot'> & { enemyInfo?: Maybe<ResolversParentTypes['JournalEnemyInfo']>, loot: Array<ResolversParentTypes['LootDrop']> };
  JournalData: JournalData;
  JournalEnemyInfo: Omit<JournalEnemyInfo, 'enemy'> & { enemy?: Maybe<ResolversParentTypes['Enemy']> };
  JournalEntry: JournalEntryViewModel;
  JournalFilter: JournalFilter;
  JournalPage: Omit<JournalPage, 'entries'> & { entries: Array<ResolversParentTypes['JournalEntry']> };
  JournalSlice: Omit<JournalSlice, 'entries'> & { entries: Array<ResolversParentTypes['JournalEntry']> };
  LockedSlot: LockedSlot;
  LootDrop: Omit<LootDrop, 'item'> & { item?: Maybe<ResolversParentTypes['Item']> };
  LootExpectation: Omit<LootExpectation, 'item'> & { item?: Maybe<ResolversParentTypes['Item']> };
  Mission: Omit<Mission, 'huntingGround' | 'objectives' | 'reward'> & { huntingGround?: Maybe<ResolversParentTypes['HuntingGround']>, objectives: Array<ResolversParentTypes['MissionObjective']>, reward?: Maybe<ResolversParentTypes['MissionReward']> };
  MissionObjective: Omit<MissionObjective, 'enemy'> & { enemy?: Maybe<ResolversParentTypes['Enemy']> };
  MissionReward: Omit<MissionReward, 'items'> & { items: Array<ResolversParentTypes['ItemAmount']> };
  Mutation: Record<PropertyKey, never>;
  PlayerStat: PlayerStat;
  PushSettings: PushSettings;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: Record<PropertyKey, never>;
  Rank: Pick<Rank, 'id'>;
  RarityTag: RarityTag;
  SetupSimulation: Omit<SetupSimulation, 'current' | 'setup'> & { current?: Maybe<ResolversParentTypes['SimulationOutcome']>, setup: ResolversParentTypes['SimulationOutcome'] };
  SimulatedCurrency: SimulatedCurrency;
  SimulatedFight: Omit<SimulatedFight, 'combatEvents' | 'loot'> & { combatEvents: Array<ResolversParentTypes['CombatEvent']>, loot: Array<ResolversParentTypes['LootDrop']> };
  SimulationOutcome: Omit<SimulationOutcome, 'enemies' | 'firstHunt' | 'loot'> & { enemies: Array<ResolversParentTypes['EnemyExpectation']>, firstHunt?: Maybe<ResolversParentTypes['SimulatedFight']>, loot: Array<ResolversParentTypes['LootExpectation']> };
  SimulationSetupInput: SimulationSetupInput;
  User: PlayerViewModel;
};

export type ActionResultResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminChangeResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
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

export type CombatResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Combat'] = ResolversParentTypes['Combat']> = {
  attacker?: Resolver<Maybe<ResolversTypes['CombatFighter']>, ParentType, ContextType>;
  autoHunt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bloodcraze?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bloodlust?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cloning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  combatEnded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  combatEvents?: Resolver<Array<ResolversTypes['CombatEvent']>, ParentType, ContextType>;
  defender?: Resolver<Maybe<ResolversTypes['CombatFighter']>, ParentType, ContextType>;
  enemyInfo?: Resolver<Maybe<ResolversTypes['CombatEnemyInfo']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goldChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  investment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loot?: Resolver<Array<ResolversTypes['LootDrop']>, ParentType, ContextType>;
  megalomania?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardXP?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xplosion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CombatEnemyInfoResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CombatEnemyInfo'] = ResolversParentTypes['CombatEnemyInfo']> = {
  animatedImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemyRarity?: Resolver<Maybe<ResolversTypes['RarityTag']>, ParentType, ContextType>;
  enemyType?: Resolver<Maybe<ResolversTypes['EnemyTypeTag']>, ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reward?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
};

export type CombatEventResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CombatEvent'] = ResolversParentTypes['CombatEvent']> = {
  attackerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  combatEventType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  combatResult?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  damage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  damageDiff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goldChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  healing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  healingDiff?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isCriticalHit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  playerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proc?: Resolver<Maybe<ResolversTypes['CombatProc']>, ParentType, ContextType>;
  removedNegativeEffect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retainers?: Resolver<Array<ResolversTypes['CombatRetainer']>, ParentType, ContextType>;
  round?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targetName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalDamageAttacker?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDamageTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CombatFighterResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CombatFighter'] = ResolversParentTypes['CombatFighter']> = {
  health?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxHealth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retainers?: Resolver<Array<ResolversTypes['CombatRetainer']>, ParentType, ContextType>;
};

export type CombatProcResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CombatProc'] = ResolversParentTypes['CombatProc']> = {
  damageType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CombatRetainerResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CombatRetainer'] = ResolversParentTypes['CombatRetainer']> = {
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CurrencyAmountResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CurrencyAmount'] = ResolversParentTypes['CurrencyAmount']> = {
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CurrencyFlowResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CurrencyFlow'] = ResolversParentTypes['CurrencyFlow']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  balanceBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  debited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['CurrencySourceFlow']>, ParentType, ContextType>;
};

export type CurrencyLedgerEntryResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CurrencyLedgerEntry'] = ResolversParentTypes['CurrencyLedgerEntry']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  balanceAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  delta?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CurrencySource'], ParentType, ContextType>;
};

export type CurrencyLedgerSliceResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CurrencyLedgerSlice'] = ResolversParentTypes['CurrencyLedgerSlice']> = {
  entries?: Resolver<Array<ResolversTypes['CurrencyLedgerEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CurrencySourceFlowResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['CurrencySourceFlow'] = ResolversParentTypes['CurrencySourceFlow']> = {
  changes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debited?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['CurrencySource'], ParentType, ContextType>;
};

export type EnemyResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Enemy'] = ResolversParentTypes['Enemy'], FederationReferenceType extends FederationReferenceTypes['Enemy'] = FederationReferenceTypes['Enemy']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Enemy']> | FederationReferenceType, FederationReferenceType, ContextType>;
  globalTimesHunted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  playerTimesHunted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnemyExpectationResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['EnemyExpectation'] = ResolversParentTypes['EnemyExpectation']> = {
  encounterRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<Maybe<ResolversTypes['RarityTag']>, ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EnemyTypeTagResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['EnemyTypeTag'] = ResolversParentTypes['EnemyTypeTag']> = {
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FightReplayResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['FightReplay'] = ResolversParentTypes['FightReplay']> = {
  baitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  combat?: Resolver<ResolversTypes['Combat'], ParentType, ContextType>;
  engineVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huntingGroundName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shareToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FightVerificationResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['FightVerification'] = ResolversParentTypes['FightVerification']> = {
  engineVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mismatches?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reproduced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type HuntingGroundResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['HuntingGround'] = ResolversParentTypes['HuntingGround']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InventoryEntryResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['InventoryEntry'] = ResolversParentTypes['InventoryEntry']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  equipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ownedAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemAmountResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['ItemAmount'] = ResolversParentTypes['ItemAmount']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JournalCombatInfoResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['JournalCombatInfo'] = ResolversParentTypes['JournalCombatInfo']> = {
  autoHunt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bloodcraze?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bloodlust?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cloning?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  combatId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  enemyInfo?: Resolver<Maybe<ResolversTypes['JournalEnemyInfo']>, ParentType, ContextType>;
  goldChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  investment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  loot?: Resolver<Array<ResolversTypes['LootDrop']>, ParentType, ContextType>;
  megalomania?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  questing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardXP?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xplosion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type JournalDataResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['JournalData'] = ResolversParentTypes['JournalData']> = {
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newRankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reward?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  travelImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  travelName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JournalEnemyInfoResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['JournalEnemyInfo'] = ResolversParentTypes['JournalEnemyInfo']> = {
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reward?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
};

export type JournalEntryResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['JournalEntry'] = ResolversParentTypes['JournalEntry']> = {
  combatInfo?: Resolver<Maybe<ResolversTypes['JournalCombatInfo']>, ParentType, ContextType>;
  data?: Resolver<Maybe<ResolversTypes['JournalData']>, ParentType, ContextType>;
  huntingGround?: Resolver<Maybe<ResolversTypes['HuntingGround']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JournalPageResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['JournalPage'] = ResolversParentTypes['JournalPage']> = {
  entries?: Resolver<Array<ResolversTypes['JournalEntry']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JournalSliceResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['JournalSlice'] = ResolversParentTypes['JournalSlice']> = {
  entries?: Resolver<Array<ResolversTypes['JournalEntry']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LockedSlotResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['LockedSlot'] = ResolversParentTypes['LockedSlot']> = {
  itemType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LootDropResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['LootDrop'] = ResolversParentTypes['LootDrop']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lootHunterBonus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<Maybe<ResolversTypes['RarityTag']>, ParentType, ContextType>;
};

export type LootExpectationResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['LootExpectation'] = ResolversParentTypes['LootExpectation']> = {
  amountPerHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountPerHunt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  dropRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rarity?: Resolver<Maybe<ResolversTypes['RarityTag']>, ParentType, ContextType>;
};

export type MissionResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Mission'] = ResolversParentTypes['Mission']> = {
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endTimestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huntingGround?: Resolver<Maybe<ResolversTypes['HuntingGround']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectives?: Resolver<Array<ResolversTypes['MissionObjective']>, ParentType, ContextType>;
  reward?: Resolver<Maybe<ResolversTypes['MissionReward']>, ParentType, ContextType>;
  running?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startTimestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MissionObjectiveResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['MissionObjective'] = ResolversParentTypes['MissionObjective']> = {
  caught?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemy?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MissionRewardResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['MissionReward'] = ResolversParentTypes['MissionReward']> = {
  currencies?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ItemAmount']>, ParentType, ContextType>;
  xp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminAddInventoryItem?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdminAddInventoryItemArgs, 'deltaAmount' | 'itemId' | 'remove' | 'userId'>>;
  adminResetHuntCooldown?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdminResetHuntCooldownArgs, 'userId'>>;
  adminUpdatePlayer?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdminUpdatePlayerArgs, 'userId'>>;
  changeEquipmentSet?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationChangeEquipmentSetArgs, 'slot'>>;
  equipItem?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationEquipItemArgs, 'itemId'>>;
  hunt?: Resolver<ResolversTypes['Combat'], ParentType, ContextType, RequireFields<MutationHuntArgs, 'action'>>;
  setInboxPushGroups?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType, RequireFields<MutationSetInboxPushGroupsArgs, 'groups'>>;
  setReminderKinds?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType, RequireFields<MutationSetReminderKindsArgs, 'kinds'>>;
  subscribePush?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'subscription'>>;
  travel?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationTravelArgs, 'huntingGroundId'>>;
  unequipItem?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationUnequipItemArgs, 'itemId'>>;
  unsubscribePush?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
};

export type PlayerStatResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['PlayerStat'] = ResolversParentTypes['PlayerStat']> = {
  effectiveValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statFlavorText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  statImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statUnitSymbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushSettingsResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['PushSettings'] = ResolversParentTypes['PushSettings']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inboxGroups?: Resolver<Array<ResolversTypes['InboxPushGroup']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['ReminderKind']>, ParentType, ContextType>;
  publicKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  currentMission?: Resolver<Maybe<ResolversTypes['Mission']>, ParentType, ContextType>;
  fightReplay?: Resolver<ResolversTypes['FightReplay'], ParentType, ContextType, RequireFields<QueryFightReplayArgs, 'id'>>;
  gamePing?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  journal?: Resolver<ResolversTypes['JournalPage'], ParentType, ContextType, RequireFields<QueryJournalArgs, 'limit' | 'offset'>>;
  journalEntries?: Resolver<ResolversTypes['JournalSlice'], ParentType, ContextType, RequireFields<QueryJournalEntriesArgs, 'limit'>>;
  myCurrencyLedger?: Resolver<ResolversTypes['CurrencyLedgerSlice'], ParentType, ContextType, RequireFields<QueryMyCurrencyLedgerArgs, 'limit'>>;
  myGameData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  playerChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QueryPlayerChangesArgs>>;
  pushSettings?: Resolver<ResolversTypes['PushSettings'], ParentType, ContextType>;
  simulateSetup?: Resolver<ResolversTypes['SetupSimulation'], ParentType, ContextType, RequireFields<QuerySimulateSetupArgs, 'setup'>>;
  verifyFight?: Resolver<ResolversTypes['FightVerification'], ParentType, ContextType, RequireFields<QueryVerifyFightArgs, 'id'>>;
};

export type RankResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['Rank'] = ResolversParentTypes['Rank']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RarityTagResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['RarityTag'] = ResolversParentTypes['RarityTag']> = {
  colorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SetupSimulationResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['SetupSimulation'] = ResolversParentTypes['SetupSimulation']> = {
  current?: Resolver<Maybe<ResolversTypes['SimulationOutcome']>, ParentType, ContextType>;
  currentRefusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hunts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  setup?: Resolver<ResolversTypes['SimulationOutcome'], ParentType, ContextType>;
};

export type SimulatedCurrencyResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['SimulatedCurrency'] = ResolversParentTypes['SimulatedCurrency']> = {
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  perHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  perHunt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SimulatedFightResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['SimulatedFight'] = ResolversParentTypes['SimulatedFight']> = {
  combatEvents?: Resolver<Array<ResolversTypes['CombatEvent']>, ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  goldChange?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  loot?: Resolver<Array<ResolversTypes['LootDrop']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rewardXP?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SimulationOutcomeResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['SimulationOutcome'] = ResolversParentTypes['SimulationOutcome']> = {
  averageRounds?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['SimulatedCurrency']>, ParentType, ContextType>;
  draws?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  emptyHunts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemies?: Resolver<Array<ResolversTypes['EnemyExpectation']>, ParentType, ContextType>;
  firstHunt?: Resolver<Maybe<ResolversTypes['SimulatedFight']>, ParentType, ContextType>;
  goldPerHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  goldPerHunt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  huntingGroundId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hunts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huntsPerHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  loot?: Resolver<Array<ResolversTypes['LootExpectation']>, ParentType, ContextType>;
  losses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  winRate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  winRateHigh?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  winRateLow?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xpPerHour?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  xpPerHunt?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GameContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activeCombat?: Resolver<Maybe<ResolversTypes['Combat']>, ParentType, ContextType>;
  activeEquipmentSlot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coffinCharges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coolness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyAmount']>, ParentType, ContextType>;
  currencyFlow?: Resolver<Array<ResolversTypes['CurrencyFlow']>, ParentType, ContextType, RequireFields<UserCurrencyFlowArgs, 'days'>>;
  currencyLedger?: Resolver<ResolversTypes['CurrencyLedgerSlice'], ParentType, ContextType, RequireFields<UserCurrencyLedgerArgs, 'limit'>>;
  currentHuntingGround?: Resolver<Maybe<ResolversTypes['HuntingGround']>, ParentType, ContextType>;
  currentRank?: Resolver<Maybe<ResolversTypes['Rank']>, ParentType, ContextType>;
  currentTimeStamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huntCooldownSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inventory?: Resolver<Array<ResolversTypes['InventoryEntry']>, ParentType, ContextType>;
  lockedSlots?: Resolver<Array<ResolversTypes['LockedSlot']>, ParentType, ContextType>;
  maxCoffinCharges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxHealth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextAllowedHuntTimeStamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextCoffinRechargeTimeStamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nextRankXP?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stats?: Resolver<Array<ResolversTypes['PlayerStat']>, ParentType, ContextType>;
  subscriptionLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unlockedEquipmentSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  xp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GameContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  AdminChange?: AdminChangeResolvers<ContextType>;
  Combat?: CombatResolvers<ContextType>;
  CombatEnemyInfo?: CombatEnemyInfoResolvers<ContextType>;
  CombatEvent?: CombatEventResolvers<ContextType>;
  CombatFighter?: CombatFighterResolvers<ContextType>;
  CombatProc?: CombatProcResolvers<ContextType>;
  CombatRetainer?: CombatRetainerResolvers<ContextType>;
  CurrencyAmount?: CurrencyAmountResolvers<ContextType>;
  CurrencyFlow?: CurrencyFlowResolvers<ContextType>;
  CurrencyLedgerEntry?: CurrencyLedgerEntryResolvers<ContextType>;
  CurrencyLedgerSlice?: CurrencyLedgerSliceResolvers<ContextType>;
  CurrencySourceFlow?: CurrencySourceFlowResolvers<ContextType>;
  Enemy?: EnemyResolvers<ContextType>;
  EnemyExpectation?: EnemyExpectationResolvers<ContextType>;
  EnemyTypeTag?: EnemyTypeTagResolvers<ContextType>;
  FightReplay?: FightReplayResolvers<ContextType>;
  FightVerification?: FightVerificationResolvers<ContextType>;
  HuntingGround?: HuntingGroundResolvers<ContextType>;
  InventoryEntry?: InventoryEntryResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemAmount?: ItemAmountResolvers<ContextType>;
  JournalCombatInfo?: JournalCombatInfoResolvers<ContextType>;
  JournalData?: JournalDataResolvers<ContextType>;
  JournalEnemyInfo?: JournalEnemyInfoResolvers<ContextType>;
  JournalEntry?: JournalEntryResolvers<ContextType>;
  JournalPage?: JournalPageResolvers<ContextType>;
  JournalSlice?: JournalSliceResolvers<ContextType>;
  LockedSlot?: LockedSlotResolvers<ContextType>;
  LootDrop?: LootDropResolvers<ContextType>;
  LootExpectation?: LootExpectationResolvers<ContextType>;
  Mission?: MissionResolvers<ContextType>;
  MissionObjective?: MissionObjectiveResolvers<ContextType>;
  MissionReward?: MissionRewardResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PlayerStat?: PlayerStatResolvers<ContextType>;
  PushSettings?: PushSettingsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rank?: RankResolvers<ContextType>;
  RarityTag?: RarityTagResolvers<ContextType>;
  SetupSimulation?: SetupSimulationResolvers<ContextType>;
  SimulatedCurrency?: SimulatedCurrencyResolvers<ContextType>;
  SimulatedFight?: SimulatedFightResolvers<ContextType>;
  SimulationOutcome?: SimulationOutcomeResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

