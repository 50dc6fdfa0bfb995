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

/** Content's item; content resolves its fields, the game the viewer's ownedAmount. */
export type Item = {
  __typename?: 'Item';
  id: Scalars['Int']['output'];
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
  /** Claims an achievement whose trophies are all held; the trophies are kept. */
  claimAchievement: TradeResult;
  /** Claims a collection whose trophies are all held; the trophies are kept. */
  claimCollection: TradeResult;
};


export type MutationBuySellArgs = {
  amount: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  itemId: Scalars['Int']['input'];
};


export type MutationClaimAchievementArgs = {
  achievementId: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationClaimCollectionArgs = {
  collectionId: Scalars['Int']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  merchant: Merchant;
  merchants: Array<Merchant>;
  /** JSON text: every trade kept about the signed-in account (any role), for "download my data" (GDPR Art. 15 and 20); lists are capped, each says whether it was cut. */
  myTradeData: Scalars['String']['output'];
  /** The signed-in player's trades, newest first. */
  myTrades: Array<Trade>;
  /** Collections or achievements, greatest first. */
  treasury: Array<TreasuryEntry>;
};


export type QueryMerchantArgs = {
  key: MerchantKey;
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
  Item: ResolverTypeWrapper<Item>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Merchant: ResolverTypeWrapper<Merchant>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  MerchantKey: MerchantKey;
  MerchantTab: ResolverTypeWrapper<MerchantTab>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Trade: ResolverTypeWrapper<Trade>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  TradeCurrency: ResolverTypeWrapper<TradeCurrency>;
  TradeItem: ResolverTypeWrapper<TradeItem>;
  TradeKind: TradeKind;
  TradeResult: ResolverTypeWrapper<TradeResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  TreasuryEntry: ResolverTypeWrapper<TreasuryEntry>;
  TreasuryKind: TreasuryKind;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Item: Item;
  Int: Scalars['Int']['output'];
  Merchant: Merchant;
  String: Scalars['String']['output'];
  MerchantTab: MerchantTab;
  Mutation: Record<PropertyKey, never>;
  Query: Record<PropertyKey, never>;
  Trade: Trade;
  ID: Scalars['ID']['output'];
  TradeCurrency: TradeCurrency;
  TradeItem: TradeItem;
  TradeResult: TradeResult;
  Boolean: Scalars['Boolean']['output'];
  TreasuryEntry: TreasuryEntry;
};

export type ItemResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  claimAchievement?: Resolver<ResolversTypes['TradeResult'], ParentType, ContextType, RequireFields<MutationClaimAchievementArgs, 'achievementId'>>;
  claimCollection?: Resolver<ResolversTypes['TradeResult'], ParentType, ContextType, RequireFields<MutationClaimCollectionArgs, 'collectionId'>>;
};

export type QueryResolvers<ContextType = EconomyContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  merchant?: Resolver<ResolversTypes['Merchant'], ParentType, ContextType, RequireFields<QueryMerchantArgs, 'key'>>;
  merchants?: Resolver<Array<ResolversTypes['Merchant']>, ParentType, ContextType>;
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
  Item?: ItemResolvers<ContextType>;
  Merchant?: MerchantResolvers<ContextType>;
  MerchantTab?: MerchantTabResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Trade?: TradeResolvers<ContextType>;
  TradeCurrency?: TradeCurrencyResolvers<ContextType>;
  TradeItem?: TradeItemResolvers<ContextType>;
  TradeResult?: TradeResultResolvers<ContextType>;
  TreasuryEntry?: TreasuryEntryResolvers<ContextType>;
};

