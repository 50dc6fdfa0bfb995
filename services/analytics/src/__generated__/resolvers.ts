/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { AnalyticsContext } from '../context';
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

export type LadderKind =
  | 'COOLNESS'
  | 'XP';

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

export type PackagePurchases = {
  __typename?: 'PackagePurchases';
  amount: Scalars['Int']['output'];
  packageId: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Daily analytics records, newest first (admin only). */
  analyticsRecords: Array<AnalyticsRecord>;
  /** 50 rows of a ladder from a 0-based offset. */
  ladder: Array<LadderRow>;
};


export type QueryAnalyticsRecordsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLadderArgs = {
  kind: LadderKind;
  offset?: Scalars['Int']['input'];
};

/** The player's places on the two ladders (1 is the top); null means unranked. */
export type User = {
  __typename?: 'User';
  /** Place on the Coolness ladder; null without coolness. */
  coolnessRank?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** Place on the XP ladder; null without XP. */
  ladderRank?: Maybe<Scalars['Int']['output']>;
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
  User: User;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AnalyticsRecord: ResolverTypeWrapper<AnalyticsRecord>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LadderKind: LadderKind;
  LadderRow: ResolverTypeWrapper<LadderRow>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  PackagePurchases: ResolverTypeWrapper<PackagePurchases>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  User: ResolverTypeWrapper<User>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AnalyticsRecord: AnalyticsRecord;
  Int: Scalars['Int']['output'];
  LadderRow: LadderRow;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  PackagePurchases: PackagePurchases;
  Query: Record<PropertyKey, never>;
  User: User | FederationReferenceTypes['User'];
  Boolean: Scalars['Boolean']['output'];
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

export type LadderRowResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['LadderRow'] = ResolversParentTypes['LadderRow']> = {
  avatarImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coolness?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coolnessRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ladderRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  xp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PackagePurchasesResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['PackagePurchases'] = ResolversParentTypes['PackagePurchases']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  analyticsRecords?: Resolver<Array<ResolversTypes['AnalyticsRecord']>, ParentType, ContextType, RequireFields<QueryAnalyticsRecordsArgs, 'limit'>>;
  ladder?: Resolver<Array<ResolversTypes['LadderRow']>, ParentType, ContextType, RequireFields<QueryLadderArgs, 'kind' | 'offset'>>;
};

export type UserResolvers<ContextType = AnalyticsContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  coolnessRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ladderRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = AnalyticsContext> = {
  AnalyticsRecord?: AnalyticsRecordResolvers<ContextType>;
  LadderRow?: LadderRowResolvers<ContextType>;
  PackagePurchases?: PackagePurchasesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

