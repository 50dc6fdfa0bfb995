/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { PaymentView as PaymentViewModel } from '../useCases/paymentQueries';
import type { PremiumPackage as PremiumPackageModel, PackageItem as PackageItemModel } from '../domain/packages';
import type { PaymentsContext } from '../context';
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

/** Content's item; content resolves its fields. */
export type Item = {
  __typename?: 'Item';
  id: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Cancels a subscription at the provider: no more renewals; the paid month stays active. */
  cancelSubscription: ActionResult;
  /**
   * The callback page's poll (no token needed for a payment id): completes an approved payment (capture
   * and fulfilment, exactly once) and answers its state. With packageId instead: the player's latest
   * payment of that package.
   */
  checkOnPayment: PaymentCheck;
  /**
   * Starts a payment of a package: an order (or a subscription) at the provider whose approve link the
   * player opens. additionalInfo buyForUserName_{name} makes it a gift. Subscriptions follow the tier
   * rule: only a higher tier than the active one (an upgrade, charged the difference). A repeat with the
   * same idempotencyKey answers the same payment.
   */
  createPayment: Payment;
  /** Admin: create a package; missing fields take their defaults. */
  createPremiumPackage: PremiumPackage;
  /** Admin: delete a package. */
  deletePremiumPackage: ActionResult;
  /** Admin: runs the renewal of subscriptions due now (the job does it on its own); answers how many renewed. */
  runSubscriptionRenewals: Scalars['Int']['output'];
  /** Admin: replace a package's fields (fields left out keep their value). */
  updatePremiumPackage: PremiumPackage;
};


export type MutationCancelSubscriptionArgs = {
  paymentId: Scalars['ID']['input'];
};


export type MutationCheckOnPaymentArgs = {
  packageId?: InputMaybe<Scalars['Int']['input']>;
  paymentId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreatePaymentArgs = {
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  packageId: Scalars['Int']['input'];
};


export type MutationCreatePremiumPackageArgs = {
  input: PremiumPackageInput;
};


export type MutationDeletePremiumPackageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdatePremiumPackageArgs = {
  input: PremiumPackageInput;
};

/** A payment of a premium package (spec 001 section 3). */
export type Payment = {
  __typename?: 'Payment';
  /** Subscriptions: the end of the paid period (seconds); null before activation and for other kinds. */
  activeUntil?: Maybe<Scalars['Int']['output']>;
  /** buyForUserName_{name} marks a gift to that player. */
  additionalInfo: Scalars['String']['output'];
  /** The buyer's name (admins read it in the package's payment list). */
  buyerName?: Maybe<Scalars['String']['output']>;
  /** What was bought has been granted. */
  completed: Scalars['Boolean']['output'];
  /** Seconds since the epoch. */
  createdTimestamp: Scalars['Int']['output'];
  /** The player a gift went to; null for the buyer's own purchases. */
  giftTo?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: PaymentKind;
  order: ProviderOrder;
  package?: Maybe<PremiumPackage>;
  packageId: Scalars['Int']['output'];
  /** What the provider charges now, in US dollars (an upgrade: the difference). */
  usd: Scalars['Float']['output'];
};

/** The callback page's question: is the payment done? */
export type PaymentCheck = {
  __typename?: 'PaymentCheck';
  additionalInfo: Scalars['String']['output'];
  completed: Scalars['Boolean']['output'];
  /** The payment cannot complete any more (cancelled, refunded, expired): stop waiting. */
  failed: Scalars['Boolean']['output'];
  paymentId?: Maybe<Scalars['ID']['output']>;
  /** The provider's status, as in ProviderOrder.status; NONE when the player never bought the package. */
  status: Scalars['String']['output'];
};

/**
 * PURCHASE: a one-time order for a package. SUBSCRIPTION: a monthly tier. UPGRADE: a higher tier bought
 * while a lower one is active, charged the price difference for the current month.
 */
export type PaymentKind =
  | 'PURCHASE'
  | 'SUBSCRIPTION'
  | 'UPGRADE';

/**
 * A package of the premium shop (spec 001 section 3). subscriptionLevel: 0 none (single item), 1 Silver,
 * 2 Gold, 3 Platinum. singleItemType: 0 none, 1-3 monthly subscription items (Silver, Gold, Platinum),
 * 4 hex deal, 5 one-time deal, 6 avatar, 7-12 Sanguine Diamond deals 1 to 6, 13 single item deal.
 */
export type PremiumPackage = {
  __typename?: 'PremiumPackage';
  animatedImageId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  items: Array<PremiumPackageItem>;
  /** The month (1-12) and year of a monthly subscription item deal; null otherwise. */
  month?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  promotionalLabel: Scalars['String']['output'];
  singleItemType: Scalars['Int']['output'];
  subscriptionLevel: Scalars['Int']['output'];
  /** Price in US dollars. */
  usd: Scalars['Float']['output'];
  visible: Scalars['Boolean']['output'];
  year?: Maybe<Scalars['Int']['output']>;
};

/** A package as the admin editor holds it; id is required to update, ignored on create. */
export type PremiumPackageInput = {
  animatedImageId?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  items?: InputMaybe<Array<PremiumPackageItemInput>>;
  month?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  promotionalLabel?: InputMaybe<Scalars['String']['input']>;
  singleItemType?: InputMaybe<Scalars['Int']['input']>;
  subscriptionLevel?: InputMaybe<Scalars['Int']['input']>;
  usd?: InputMaybe<Scalars['Float']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  year?: InputMaybe<Scalars['Int']['input']>;
};

/** One item of a premium package and how many of it the package grants. */
export type PremiumPackageItem = {
  __typename?: 'PremiumPackageItem';
  amount: Scalars['Int']['output'];
  item?: Maybe<Item>;
  itemId: Scalars['Int']['output'];
};

export type PremiumPackageItemInput = {
  /** Defaults to 1 (the admin adds an item first and sets its amount afterwards). */
  amount?: InputMaybe<Scalars['Int']['input']>;
  itemId: Scalars['Int']['input'];
};

/** A link of the provider's order or subscription: rel approve (the approval page), self, capture... */
export type ProviderLink = {
  __typename?: 'ProviderLink';
  href: Scalars['String']['output'];
  method: Scalars['String']['output'];
  rel: Scalars['String']['output'];
};

/** The provider's side of a payment (a PayPal-shaped order or subscription). */
export type ProviderOrder = {
  __typename?: 'ProviderOrder';
  /** The provider's order or subscription id. */
  id: Scalars['String']['output'];
  links: Array<ProviderLink>;
  /**
   * Orders: CREATED, APPROVED, COMPLETED, REFUNDED. Subscriptions: APPROVAL_PENDING, ACTIVE, SUSPENDED,
   * CANCELLED, EXPIRED.
   */
  status: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The premium shop: every visible package, by type, then month, then price. */
  activePremiumPackages: Array<PremiumPackage>;
  /** The player's active subscription tier: 0 none, 1 Silver, 2 Gold, 3 Platinum. */
  activeSubscriptionLevel: Scalars['Int']['output'];
  /** JSON text: payments bought or received as a gift, their ledger entries, the player record and audit rows kept about the signed-in account (any role), for "download my data" (GDPR Art. 15 and 20); lists are capped, each says whether it was cut. */
  myPaymentData: Scalars['String']['output'];
  /** The player's payments, newest first (the profile's transactions table). */
  myPayments: Array<Payment>;
  /** Admin: the audit trail of premium packages, newest first; limit 1 to 100 (50 when absent), before an id of the page before. */
  packageChanges: Array<AdminChange>;
  /** Admin: every payment of a package, newest first. */
  paymentsOfPremiumPackage: Array<Payment>;
  /** One package; 'Package not found' (404) when it does not exist or is hidden from the caller. */
  premiumPackage: PremiumPackage;
  /** Admins: every package, by name; others: the visible ones. */
  premiumPackages: Array<PremiumPackage>;
};


export type QueryPackageChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPaymentsOfPremiumPackageArgs = {
  packageId: Scalars['Int']['input'];
};


export type QueryPremiumPackageArgs = {
  id: Scalars['Int']['input'];
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
  Payment: Payment;
  PremiumPackage: PremiumPackage;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Payment:
    ( { __typename: 'Payment' }
    & GraphQLRecursivePick<FederationTypes['Payment'], {"id":true}> );
  PremiumPackage:
    ( { __typename: 'PremiumPackage' }
    & GraphQLRecursivePick<FederationTypes['PremiumPackage'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionResult: ResolverTypeWrapper<ActionResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AdminChange: ResolverTypeWrapper<AdminChange>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<Item>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Payment: ResolverTypeWrapper<PaymentViewModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  PaymentCheck: ResolverTypeWrapper<PaymentCheck>;
  PaymentKind: PaymentKind;
  PremiumPackage: ResolverTypeWrapper<PremiumPackageModel>;
  PremiumPackageInput: PremiumPackageInput;
  PremiumPackageItem: ResolverTypeWrapper<PackageItemModel>;
  PremiumPackageItemInput: PremiumPackageItemInput;
  ProviderLink: ResolverTypeWrapper<ProviderLink>;
  ProviderOrder: ResolverTypeWrapper<ProviderOrder>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  AdminChange: AdminChange;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Item: Item;
  Mutation: Record<PropertyKey, never>;
  Payment: PaymentViewModel;
  Float: Scalars['Float']['output'];
  PaymentCheck: PaymentCheck;
  PremiumPackage: PremiumPackageModel;
  PremiumPackageInput: PremiumPackageInput;
  PremiumPackageItem: PackageItemModel;
  PremiumPackageItemInput: PremiumPackageItemInput;
  ProviderLink: ProviderLink;
  ProviderOrder: ProviderOrder;
  Query: Record<PropertyKey, never>;
};

export type ActionResultResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminChangeResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
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

export type ItemResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  cancelSubscription?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationCancelSubscriptionArgs, 'paymentId'>>;
  checkOnPayment?: Resolver<ResolversTypes['PaymentCheck'], ParentType, ContextType, Partial<MutationCheckOnPaymentArgs>>;
  createPayment?: Resolver<ResolversTypes['Payment'], ParentType, ContextType, RequireFields<MutationCreatePaymentArgs, 'packageId'>>;
  createPremiumPackage?: Resolver<ResolversTypes['PremiumPackage'], ParentType, ContextType, RequireFields<MutationCreatePremiumPackageArgs, 'input'>>;
  deletePremiumPackage?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeletePremiumPackageArgs, 'id'>>;
  runSubscriptionRenewals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatePremiumPackage?: Resolver<ResolversTypes['PremiumPackage'], ParentType, ContextType, RequireFields<MutationUpdatePremiumPackageArgs, 'input'>>;
};

export type PaymentResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['Payment'] = ResolversParentTypes['Payment'], FederationReferenceType extends FederationReferenceTypes['Payment'] = FederationReferenceTypes['Payment']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Payment']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activeUntil?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  additionalInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  buyerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdTimestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  giftTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PaymentKind'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['ProviderOrder'], ParentType, ContextType>;
  package?: Resolver<Maybe<ResolversTypes['PremiumPackage']>, ParentType, ContextType>;
  packageId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PaymentCheckResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['PaymentCheck'] = ResolversParentTypes['PaymentCheck']> = {
  additionalInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PremiumPackageResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['PremiumPackage'] = ResolversParentTypes['PremiumPackage'], FederationReferenceType extends FederationReferenceTypes['PremiumPackage'] = FederationReferenceTypes['PremiumPackage']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['PremiumPackage']> | FederationReferenceType, FederationReferenceType, ContextType>;
  animatedImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PremiumPackageItem']>, ParentType, ContextType>;
  month?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotionalLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  singleItemType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscriptionLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usd?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  year?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type PremiumPackageItemResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['PremiumPackageItem'] = ResolversParentTypes['PremiumPackageItem']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProviderLinkResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['ProviderLink'] = ResolversParentTypes['ProviderLink']> = {
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderOrderResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['ProviderOrder'] = ResolversParentTypes['ProviderOrder']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['ProviderLink']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = PaymentsContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activePremiumPackages?: Resolver<Array<ResolversTypes['PremiumPackage']>, ParentType, ContextType>;
  activeSubscriptionLevel?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  myPaymentData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myPayments?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType>;
  packageChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QueryPackageChangesArgs>>;
  paymentsOfPremiumPackage?: Resolver<Array<ResolversTypes['Payment']>, ParentType, ContextType, RequireFields<QueryPaymentsOfPremiumPackageArgs, 'packageId'>>;
  premiumPackage?: Resolver<ResolversTypes['PremiumPackage'], ParentType, ContextType, RequireFields<QueryPremiumPackageArgs, 'id'>>;
  premiumPackages?: Resolver<Array<ResolversTypes['PremiumPackage']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = PaymentsContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  AdminChange?: AdminChangeResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Payment?: PaymentResolvers<ContextType>;
  PaymentCheck?: PaymentCheckResolvers<ContextType>;
  PremiumPackage?: PremiumPackageResolvers<ContextType>;
  PremiumPackageItem?: PremiumPackageItemResolvers<ContextType>;
  ProviderLink?: ProviderLinkResolvers<ContextType>;
  ProviderOrder?: ProviderOrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
};

