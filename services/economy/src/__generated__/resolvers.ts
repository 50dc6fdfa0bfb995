/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { EconomyContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** Content's item; content resolves its fields, the game the viewer's ownedAmount. */
export type Item = {
  __typename?: 'Item';
  id: Scalars['Int']['output'];
};

/** A market trade as admins read it: both sides' accounts. */
export type MarketAdminTrade = {
  __typename?: 'MarketAdminTrade';
  at: Scalars['String']['output'];
  buyerId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  item: Item;
  price: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  sellerId: Scalars['ID']['output'];
  takerSide: MarketSide;
  tax: Scalars['Int']['output'];
};

export type MarketBook = {
  __typename?: 'MarketBook';
  /** Lowest price first. */
  asks: Array<MarketLevel>;
  /** Highest price first. */
  bids: Array<MarketLevel>;
  /** Whether this item's market (or the whole market) is halted. */
  halted: Scalars['Boolean']['output'];
  item: Item;
};

/** An item that trades, with its best prices. */
export type MarketItemSummary = {
  __typename?: 'MarketItemSummary';
  bestAsk?: Maybe<Scalars['Int']['output']>;
  bestBid?: Maybe<Scalars['Int']['output']>;
  halted: Scalars['Boolean']['output'];
  item: Item;
  lastPrice?: Maybe<Scalars['Int']['output']>;
  /** Units traded over the last 24 hours. */
  volume24h: Scalars['Int']['output'];
};

/** A price level of the book: every open order at one price, summed (anonymous). */
export type MarketLevel = {
  __typename?: 'MarketLevel';
  orders: Scalars['Int']['output'];
  price: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

/** One of the signed-in player's market orders (docs/market.md). */
export type MarketOrder = {
  __typename?: 'MarketOrder';
  closedAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** A buy's escrow: price x quantity, and the tax reserved on it. */
  escrowVgc: Scalars['Int']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  item: Item;
  /** VGC per unit, the order's limit. */
  price: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** Why a rejected order was rejected. */
  refusal?: Maybe<Scalars['String']['output']>;
  /** Units not traded yet. */
  remaining: Scalars['Int']['output'];
  side: MarketSide;
  /** What a buy's fills cost at their prices, and the tax charged on that. */
  spentVgc: Scalars['Int']['output'];
  status: MarketOrderStatus;
  taxCharged: Scalars['Int']['output'];
  /** The buyer's tax rate fixed at placement, in percent (10 = 10 %). */
  taxPercent: Scalars['Float']['output'];
  taxReserved: Scalars['Int']['output'];
};

export type MarketOrderStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FILLED'
  /** On the book. */
  | 'OPEN'
  /** Its escrow is being taken; it cannot trade yet. */
  | 'PENDING'
  /** Its escrow could not be completed; what was taken is given back. */
  | 'REJECTED';

/** Prices of one period (UTC) of the chart. */
export type MarketPricePoint = {
  __typename?: 'MarketPricePoint';
  /** The period's start, ISO 8601. */
  at: Scalars['String']['output'];
  average: Scalars['Int']['output'];
  close: Scalars['Int']['output'];
  high: Scalars['Int']['output'];
  low: Scalars['Int']['output'];
  /** First, highest, lowest and last price; the volume-weighted average rounded down. */
  open: Scalars['Int']['output'];
  volume: Scalars['Int']['output'];
};

/** The market's rules now. */
export type MarketSettings = {
  __typename?: 'MarketSettings';
  /** Open orders a player may hold, and with a subscription. */
  baseSlots: Scalars['Int']['output'];
  /** The whole market halted. */
  halted: Scalars['Boolean']['output'];
  haltedItemIds: Array<Scalars['Int']['output']>;
  /** Days an order stays on the book. */
  orderLifetimeDays: Scalars['Int']['output'];
  priceMax: Scalars['Int']['output'];
  priceMin: Scalars['Int']['output'];
  quantityMax: Scalars['Int']['output'];
  quantityMin: Scalars['Int']['output'];
  subscriberSlots: Scalars['Int']['output'];
  /** The buyer's tax in percent (10 = 10 %). */
  taxPercent: Scalars['Float']['output'];
};

export type MarketSettingsInput = {
  baseSlots: Scalars['Int']['input'];
  subscriberSlots: Scalars['Int']['input'];
  /** 0 to 50, in steps of 0.01. */
  taxPercent: Scalars['Float']['input'];
};

export type MarketSide =
  | 'BUY'
  | 'SELL';

/** A trade of the market, anonymous. */
export type MarketTrade = {
  __typename?: 'MarketTrade';
  /** ISO 8601. */
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  item: Item;
  /** VGC per unit (the older order's price). */
  price: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
};

/** A merchant of Duskmoor and what it sells, tab by tab. */
export type Merchant = {
  __typename?: 'Merchant';
  key: MerchantKey;
  name: Scalars['String']['output'];
  tabs: Array<MerchantTab>;
};

export type MerchantKey =
  | 'ARMORY'
  | 'BLOODFORGE'
  | 'CRYPT'
  | 'JEWEL'
  | 'MERCATUS'
  | 'SANCTUM'
  | 'STABLE'
  | 'WEAPON_MASTER';

export type MerchantTab = {
  __typename?: 'MerchantTab';
  /** Item type shortNames sold in this tab; empty at the Bloodforge (forged items of any type). */
  itemTypes: Array<Scalars['String']['output']>;
  /** Sorted by required XP ascending. */
  items: Array<Item>;
  name: Scalars['String']['output'];
  /** The quantity buttons: a purchase must be one of these amounts. */
  quantities: Array<Scalars['Int']['output']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Buys or crafts (amount > 0, one of the merchant's quantity buttons) or sells (amount < 0, for the
   * item's refund). A retry with the same idempotencyKey applies once and answers the same.
   */
  buySell: TradeResult;
  /** Cancels an open order of the signed-in player: what it still holds comes back. */
  cancelMarketOrder: MarketOrder;
  /** Claims an achievement whose trophies are all held; the trophies are kept. */
  claimAchievement: TradeResult;
  /** Claims a collection whose trophies are all held; the trophies are kept. */
  claimCollection: TradeResult;
  /**
   * Places a limit order (docs/market.md): its escrow (a sell's items; a buy's price x quantity and
   * the buyer's tax) is taken, then it trades with the book at the older order's price. A retry with
   * the same idempotencyKey places it once.
   */
  placeMarketOrder: MarketOrder;
  /** Admins: halts (true) or resumes (false) the whole market; resuming matches what crossed meanwhile. */
  setMarketHalted: MarketSettings;
  /** Admins: halts or resumes one item's market. */
  setMarketItemHalted: MarketSettings;
  /** Admins: the tax and the slots. */
  setMarketSettings: MarketSettings;
};


export type MutationBuySellArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['Int']['input'];
};


export type MutationCancelMarketOrderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClaimAchievementArgs = {
  achievementId: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationClaimCollectionArgs = {
  collectionId: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationPlaceMarketOrderArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['Int']['input'];
  price: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
  side: MarketSide;
};


export type MutationSetMarketHaltedArgs = {
  halted: Scalars['Boolean']['input'];
};


export type MutationSetMarketItemHaltedArgs = {
  halted: Scalars['Boolean']['input'];
  itemId: Scalars['Int']['input'];
};


export type MutationSetMarketSettingsArgs = {
  input: MarketSettingsInput;
};

/** One of the signed-in player's trades. */
export type MyMarketTrade = {
  __typename?: 'MyMarketTrade';
  at: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  item: Item;
  price: Scalars['Int']['output'];
  /** A buy's limit above the price, given back with the items. */
  priceImprovement: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** The player's side of it. */
  side: MarketSide;
  /** The buyer's tax on it (0 for a sell). */
  tax: Scalars['Int']['output'];
  /** Price x quantity: paid (a buy) or received (a sell). */
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admins: the market's trades, newest first, of one item or all; before: a trade id (older ones only). */
  marketAdminTrades: Array<MarketAdminTrade>;
  /** An item's order book, up to depth price levels a side (1 to 50). */
  marketBook: MarketBook;
  /** Admins: the market's audit trail (MarketSettings, Market, MarketItem). */
  marketChanges: Array<AdminChange>;
  /** Items that trade on the market, with their best prices (docs/market.md). */
  marketItems: Array<MarketItemSummary>;
  /** An item's prices over the last 7 or 30 days: 6-hour periods over 7 days, days over 30. */
  marketPriceHistory: Array<MarketPricePoint>;
  marketSettings: MarketSettings;
  /** An item's last trades, newest first (1 to 100). */
  marketTrades: Array<MarketTrade>;
  merchant: Merchant;
  merchants: Array<Merchant>;
  /** The signed-in player's orders, newest first: open ones (active = true: pending and open) or all (1 to 100 a page). */
  myMarketOrders: Array<MarketOrder>;
  /** The signed-in player's trades, newest first (1 to 100 a page). */
  myMarketTrades: Array<MyMarketTrade>;
  /** JSON text: every trade kept about the signed-in account (any role), for "download my data" (GDPR Art. 15 and 20); lists are capped, each says whether it was cut. */
  myTradeData: Scalars['String']['output'];
  /** The signed-in player's trades, newest first. */
  myTrades: Array<Trade>;
  /** Collections or achievements, greatest first. */
  treasury: Array<TreasuryEntry>;
};


export type QueryMarketAdminTradesArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  itemId?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketBookArgs = {
  depth?: InputMaybe<Scalars['Int']['input']>;
  itemId: Scalars['Int']['input'];
};


export type QueryMarketChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMarketPriceHistoryArgs = {
  days: Scalars['Int']['input'];
  itemId: Scalars['Int']['input'];
};


export type QueryMarketTradesArgs = {
  itemId: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMerchantArgs = {
  key: MerchantKey;
};


export type QueryMyMarketOrdersArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyMarketTradesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMyTradesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTreasuryArgs = {
  kind: TreasuryKind;
};

/** A row of the player's trade ledger. */
export type Trade = {
  __typename?: 'Trade';
  amount: Scalars['Int']['output'];
  /** ISO 8601. */
  appliedAt?: Maybe<Scalars['String']['output']>;
  currencies: Array<TradeCurrency>;
  id: Scalars['ID']['output'];
  item: Item;
  items: Array<TradeItem>;
  kind: TradeKind;
  merchant: Scalars['String']['output'];
};

export type TradeCurrency = {
  __typename?: 'TradeCurrency';
  /** From the player's side: negative paid, positive received. */
  delta: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
};

export type TradeItem = {
  __typename?: 'TradeItem';
  delta: Scalars['Int']['output'];
  item: Item;
};

export type TradeKind =
  | 'BUY'
  | 'CLAIM'
  | 'SELL';

export type TradeResult = {
  __typename?: 'TradeResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
  /** The ledger row of an applied trade. */
  tradeId?: Maybe<Scalars['ID']['output']>;
};

/** A collection or achievement with the trophies that claim it. */
export type TreasuryEntry = {
  __typename?: 'TreasuryEntry';
  item: Item;
  trophies: Array<Item>;
};

export type TreasuryKind =
  | 'ACHIEVEMENTS'
  | 'COLLECTIONS';



export type ResolverTypeWrapper<T> = Promise<T> | T;


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





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminChange: ResolverTypeWrapper<AdminChange>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<Item>;
  MarketAdminTrade: ResolverTypeWrapper<MarketAdminTrade>;
  MarketBook: ResolverTypeWrapper<MarketBook>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  MarketItemSummary: ResolverTypeWrapper<MarketItemSummary>;
  MarketLevel: ResolverTypeWrapper<MarketLevel>;
  MarketOrder: ResolverTypeWrapper<MarketOrder>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  MarketOrderStatus: MarketOrderStatus;
  MarketPricePoint: ResolverTypeWrapper<MarketPricePoint>;
  MarketSettings: ResolverTypeWrapper<MarketSettings>;
  MarketSettingsInput: MarketSettingsInput;
  MarketSide: MarketSide;
  MarketTrade: ResolverTypeWrapper<MarketTrade>;
  Merchant: ResolverTypeWrapper<Merchant>;
  MerchantKey: MerchantKey;
  MerchantTab: ResolverTypeWrapper<MerchantTab>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyMarketTrade: ResolverTypeWrapper<MyMarketTrade>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Trade: ResolverTypeWrapper<Trade>;
  TradeCurrency: ResolverTypeWrapper<TradeCurrency>;
  TradeItem: ResolverTypeWrapper<TradeItem>;
  TradeKind: TradeKind;
  TradeResult: ResolverTypeWrapper<TradeResult>;
  TreasuryEntry: ResolverTypeWrapper<TreasuryEntry>;
  TreasuryKind: TreasuryKind;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminChange: AdminChange;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Item: Item;
  MarketAdminTrade: MarketAdminTrade;
  MarketBook: MarketBook;
  Boolean: Scalars['Boolean']['output'];
  MarketItemSummary: MarketItemSummary;
  MarketLevel: MarketLevel;
  MarketOrder: MarketOrder;
  Float: Scalars['Float']['output'];
  MarketPricePoint: MarketPricePoint;
  MarketSettings: MarketSettings;
  MarketSettingsInput: MarketSettingsInput;
  MarketTrade: MarketTrade;
  Merchant: Merchant;
  MerchantTab: MerchantTab;
  Mutation: Record<PropertyKey, never>;
  MyMarketTrade: MyMarketTrade;
  Query: Record<PropertyKey, never>;
  Trade: Trade;
  TradeCurrency: TradeCurrency;
  TradeItem: TradeItem;
  TradeResult: TradeResult;
  TreasuryEntry: TreasuryEntry;
};

export type AdminChangeResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
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

export type ItemResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketAdminTradeResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketAdminTrade'] = ResolversParentTypes['MarketAdminTrade']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sellerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  takerSide?: Resolver<ResolversTypes['MarketSide'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketBookResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketBook'] = ResolversParentTypes['MarketBook']> = {
  asks?: Resolver<Array<ResolversTypes['MarketLevel']>, ParentType, ContextType>;
  bids?: Resolver<Array<ResolversTypes['MarketLevel']>, ParentType, ContextType>;
  halted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type MarketItemSummaryResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketItemSummary'] = ResolversParentTypes['MarketItemSummary']> = {
  bestAsk?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bestBid?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  halted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  lastPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  volume24h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketLevelResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketLevel'] = ResolversParentTypes['MarketLevel']> = {
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketOrderResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketOrder'] = ResolversParentTypes['MarketOrder']> = {
  closedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  escrowVgc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusal?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['MarketSide'], ParentType, ContextType>;
  spentVgc?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MarketOrderStatus'], ParentType, ContextType>;
  taxCharged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxReserved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketPricePointResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketPricePoint'] = ResolversParentTypes['MarketPricePoint']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  average?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  close?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  high?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  low?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MarketSettingsResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketSettings'] = ResolversParentTypes['MarketSettings']> = {
  baseSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  halted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  haltedItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  orderLifetimeDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriberSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MarketTradeResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MarketTrade'] = ResolversParentTypes['MarketTrade']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MerchantResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Merchant'] = ResolversParentTypes['Merchant']> = {
  key?: Resolver<ResolversTypes['MerchantKey'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['MerchantTab']>, ParentType, ContextType>;
};

export type MerchantTabResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MerchantTab'] = ResolversParentTypes['MerchantTab']> = {
  itemTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantities?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  buySell?: Resolver<ResolversTypes['TradeResult'], ParentType, ContextType, RequireFields<MutationBuySellArgs, 'amount' | 'itemId'>>;
  cancelMarketOrder?: Resolver<ResolversTypes['MarketOrder'], ParentType, ContextType, RequireFields<MutationCancelMarketOrderArgs, 'id'>>;
  claimAchievement?: Resolver<ResolversTypes['TradeResult'], ParentType, ContextType, RequireFields<MutationClaimAchievementArgs, 'achievementId'>>;
  claimCollection?: Resolver<ResolversTypes['TradeResult'], ParentType, ContextType, RequireFields<MutationClaimCollectionArgs, 'collectionId'>>;
  placeMarketOrder?: Resolver<ResolversTypes['MarketOrder'], ParentType, ContextType, RequireFields<MutationPlaceMarketOrderArgs, 'itemId' | 'price' | 'quantity' | 'side'>>;
  setMarketHalted?: Resolver<ResolversTypes['MarketSettings'], ParentType, ContextType, RequireFields<MutationSetMarketHaltedArgs, 'halted'>>;
  setMarketItemHalted?: Resolver<ResolversTypes['MarketSettings'], ParentType, ContextType, RequireFields<MutationSetMarketItemHaltedArgs, 'halted' | 'itemId'>>;
  setMarketSettings?: Resolver<ResolversTypes['MarketSettings'], ParentType, ContextType, RequireFields<MutationSetMarketSettingsArgs, 'input'>>;
};

export type MyMarketTradeResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['MyMarketTrade'] = ResolversParentTypes['MyMarketTrade']> = {
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceImprovement?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['MarketSide'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  marketAdminTrades?: Resolver<Array<ResolversTypes['MarketAdminTrade']>, ParentType, ContextType, RequireFields<QueryMarketAdminTradesArgs, 'limit'>>;
  marketBook?: Resolver<ResolversTypes['MarketBook'], ParentType, ContextType, RequireFields<QueryMarketBookArgs, 'depth' | 'itemId'>>;
  marketChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QueryMarketChangesArgs>>;
  marketItems?: Resolver<Array<ResolversTypes['MarketItemSummary']>, ParentType, ContextType>;
  marketPriceHistory?: Resolver<Array<ResolversTypes['MarketPricePoint']>, ParentType, ContextType, RequireFields<QueryMarketPriceHistoryArgs, 'days' | 'itemId'>>;
  marketSettings?: Resolver<ResolversTypes['MarketSettings'], ParentType, ContextType>;
  marketTrades?: Resolver<Array<ResolversTypes['MarketTrade']>, ParentType, ContextType, RequireFields<QueryMarketTradesArgs, 'itemId' | 'limit'>>;
  merchant?: Resolver<ResolversTypes['Merchant'], ParentType, ContextType, RequireFields<QueryMerchantArgs, 'key'>>;
  merchants?: Resolver<Array<ResolversTypes['Merchant']>, ParentType, ContextType>;
  myMarketOrders?: Resolver<Array<ResolversTypes['MarketOrder']>, ParentType, ContextType, RequireFields<QueryMyMarketOrdersArgs, 'active' | 'limit' | 'offset'>>;
  myMarketTrades?: Resolver<Array<ResolversTypes['MyMarketTrade']>, ParentType, ContextType, RequireFields<QueryMyMarketTradesArgs, 'limit' | 'offset'>>;
  myTradeData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myTrades?: Resolver<Array<ResolversTypes['Trade']>, ParentType, ContextType, RequireFields<QueryMyTradesArgs, 'limit' | 'offset'>>;
  treasury?: Resolver<Array<ResolversTypes['TreasuryEntry']>, ParentType, ContextType, RequireFields<QueryTreasuryArgs, 'kind'>>;
};

export type TradeResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Trade'] = ResolversParentTypes['Trade']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  appliedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['TradeCurrency']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TradeItem']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TradeKind'], ParentType, ContextType>;
  merchant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TradeCurrencyResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['TradeCurrency'] = ResolversParentTypes['TradeCurrency']> = {
  delta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TradeItemResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['TradeItem'] = ResolversParentTypes['TradeItem']> = {
  delta?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
};

export type TradeResultResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['TradeResult'] = ResolversParentTypes['TradeResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tradeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type TreasuryEntryResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['TreasuryEntry'] = ResolversParentTypes['TreasuryEntry']> = {
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  trophies?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = EconomyContext> = {
  AdminChange?: AdminChangeResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  MarketAdminTrade?: MarketAdminTradeResolvers<ContextType>;
  MarketBook?: MarketBookResolvers<ContextType>;
  MarketItemSummary?: MarketItemSummaryResolvers<ContextType>;
  MarketLevel?: MarketLevelResolvers<ContextType>;
  MarketOrder?: MarketOrderResolvers<ContextType>;
  MarketPricePoint?: MarketPricePointResolvers<ContextType>;
  MarketSettings?: MarketSettingsResolvers<ContextType>;
  MarketTrade?: MarketTradeResolvers<ContextType>;
  Merchant?: MerchantResolvers<ContextType>;
  MerchantTab?: MerchantTabResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyMarketTrade?: MyMarketTradeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Trade?: TradeResolvers<ContextType>;
  TradeCurrency?: TradeCurrencyResolvers<ContextType>;
  TradeItem?: TradeItemResolvers<ContextType>;
  TradeResult?: TradeResultResolvers<ContextType>;
  TreasuryEntry?: TreasuryEntryResolvers<ContextType>;
};

