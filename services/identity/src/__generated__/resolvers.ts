/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { UserRecord as UserRecordModel } from '../domain/userView';
import type { SanctionRow as SanctionRowModel } from '../sanctions/sanctionRepository';
import type { IdentityContext } from '../context';
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

/** The answer of an action whose outcome the player reads as a message. */
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

export type AdminUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  patreonType?: InputMaybe<Scalars['Int']['input']>;
  userRole?: InputMaybe<Scalars['Int']['input']>;
};

export type AppealAnswer =
  | 'GRANTED'
  | 'UPHELD';

export type LoginResult = {
  __typename?: 'LoginResult';
  /**
   * ES256 JWT with the claims sub, name, role, gen (session generation), amr (["pwd"], plus "otp" once
   * the admin second factor passed) and exp; null when success is false.
   */
  accessToken?: Maybe<Scalars['String']['output']>;
  /** Identifies this browser to the account: send it with later logins (null when success is false). */
  deviceToken?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** Why a player reports and why an admin sanctions (the same list in social). */
export type ModerationReason =
  | 'CHEATING'
  | 'FARMING'
  | 'HARASSMENT'
  | 'HATE_SPEECH'
  | 'INAPPROPRIATE_NAME'
  | 'OTHER'
  | 'SCAM'
  | 'SPAM';

export type Mutation = {
  __typename?: 'Mutation';
  activateAccount: ActionResult;
  /** Irreversible; ends every session and publishes UserDeleted so the other services drop the player's data. */
  adminDeleteUser: ActionResult;
  /** Admin: removes another admin's second factor (a lost phone) and ends that account's sessions. */
  adminResetSecondFactor: ActionResult;
  /** Admin: a change of role (a ban too) or name ends every session of the account. */
  adminUpdateUser: User;
  /** Admin: answers an appeal; GRANTED lifts the sanction. */
  answerAppeal: Sanction;
  /** The sanctioned player appeals a sanction in force, once (1 to 1000 characters). */
  appealSanction: Sanction;
  /** Admin account: starts (or restarts) enrolment of the second factor; refused once one is set up. */
  beginSecondFactorEnrolment: SecondFactorEnrolment;
  /**
   * The mailed link's token (no sign-in needed): deletes the account as adminDeleteUser does: every
   * session ends and every service drops or de-identifies the player's data (docs/retention.md).
   */
  confirmAccountDeletion: ActionResult;
  /** Admin account: the first code from the app confirms enrolment; answers the recovery codes and a token. */
  confirmSecondFactorEnrolment: SecondFactorResult;
  /** Admin: imposes a graded sanction; it bites at once on every replica (docs/sanctions.md). */
  imposeSanction: Sanction;
  /** Admin: ends a sanction in force now (note up to 1000 characters). */
  liftSanction: Sanction;
  /**
   * deviceToken: the one a previous login from this browser answered; a known device is not delayed by
   * failed logins made elsewhere.
   * otp: for an admin with a second factor, the current code of the authenticator app or an unused
   * recovery code; a token without it is refused admin operations. Ignored for other accounts.
   */
  login: LoginResult;
  /** Ends every session of the signed-in account, this one included. */
  logoutEverywhere: ActionResult;
  /** password is the SHA-256 hex digest the client computes. */
  register: ActionResult;
  /**
   * The signed-in player's own deletion, first step: the current password (SHA-256 hex) mails a link to
   * the account's address. Admin accounts are refused (409): another admin deletes them.
   */
  requestAccountDeletion: ActionResult;
  requestPasswordReset: ActionResult;
  resendActivationMail: ActionResult;
  /** Sets a new random password and answers it once in the message (it is never mailed); ends every session. */
  resetPassword: ActionResult;
  updateEmail: ActionResult;
  /** Ends every other session of the account; the answer carries a new token for this one. */
  updatePassword: PasswordChangeResult;
  /** Admin account: passes the second factor for this session with a code or an unused recovery code. */
  verifySecondFactor: SecondFactorResult;
};


export type MutationActivateAccountArgs = {
  token: Scalars['String']['input'];
};


export type MutationAdminDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAdminResetSecondFactorArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationAdminUpdateUserArgs = {
  input: AdminUserInput;
};


export type MutationAnswerAppealArgs = {
  answer: AppealAnswer;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAppealSanctionArgs = {
  id: Scalars['ID']['input'];
  text: Scalars['String']['input'];
};


export type MutationConfirmAccountDeletionArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmSecondFactorEnrolmentArgs = {
  code: Scalars['String']['input'];
};


export type MutationImposeSanctionArgs = {
  input: SanctionInput;
};


export type MutationLiftSanctionArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  deviceToken?: InputMaybe<Scalars['String']['input']>;
  otp?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRegisterArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRequestAccountDeletionArgs = {
  password: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  username: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationUpdatePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationVerifySecondFactorArgs = {
  code: Scalars['String']['input'];
};

export type PasswordChangeResult = {
  __typename?: 'PasswordChangeResult';
  /** A new token for the session that changed the password; every earlier token of the account has ended. */
  accessToken?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Admin: the audit trail of accounts (name, e-mail, role, patron type, deletion), newest first; limit 1 to 100 (50 when absent), before an id of the page before. */
  accountChanges: Array<AdminChange>;
  /** The signed-in account (any role, including notActivated). */
  me?: Maybe<User>;
  /** JSON text: the account, its second-factor enrolment, account tokens and audit rows kept about the signed-in account (any role), for "download my data" (GDPR Art. 15 and 20); lists are capped, each says whether it was cut. */
  myAccountData: Scalars['String']['output'];
  /** The signed-in player's sanctions, newest first. */
  mySanctions: Array<Sanction>;
  /** Admin, or the sanctioned player: one sanction. */
  sanction?: Maybe<Sanction>;
  /** Admin: accounts whose name or e-mail contains the search string; banned ones only when asked. */
  searchUsers: Array<User>;
  /** Admin: one account by id. */
  user: User;
  /** Admin: one account by its exact name (case-insensitive). */
  userByName: User;
  /** Admin: a player's sanctions, newest first. */
  userSanctions: Array<Sanction>;
};


export type QueryAccountChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySanctionArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySearchUsersArgs = {
  includeBanned?: InputMaybe<Scalars['Boolean']['input']>;
  searchString: Scalars['String']['input'];
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserByNameArgs = {
  name: Scalars['String']['input'];
};


export type QueryUserSanctionsArgs = {
  userId: Scalars['ID']['input'];
};

/** Role names carried in tokens; userRole holds the documented numeric value. */
export type Role =
  | 'ADMIN'
  | 'BANNED'
  | 'BETA_USER'
  | 'GUEST'
  | 'NOT_ACTIVATED'
  | 'USER';

export type Sanction = {
  __typename?: 'Sanction';
  appeal?: Maybe<SanctionAppeal>;
  /** The player may still appeal: in force and not appealed yet. */
  canAppeal: Scalars['Boolean']['output'];
  /** Tournaments whose rewards are taken back (a sanction for farming). */
  clawbackTournamentIds: Array<Scalars['Int']['output']>;
  /** Admins only (null for the player). */
  decidedBy?: Maybe<Scalars['String']['output']>;
  /** ISO 8601; null: permanent. */
  endsAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Not lifted and not ended. */
  inForce: Scalars['Boolean']['output'];
  kind: SanctionKind;
  liftNote?: Maybe<Scalars['String']['output']>;
  liftedAt?: Maybe<Scalars['String']['output']>;
  /** What the player reads: why. */
  note: Scalars['String']['output'];
  reason: ModerationReason;
  /** Social's reports this decision answers. */
  reportIds: Array<Scalars['ID']['output']>;
  /** ISO 8601. */
  startsAt: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type SanctionAppeal = {
  __typename?: 'SanctionAppeal';
  /** Null until an admin answered. */
  answer?: Maybe<AppealAnswer>;
  answeredAt?: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  at: Scalars['String']['output'];
  note?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type SanctionInput = {
  /** Only with reason FARMING: tournaments whose rewards analytics takes back. */
  clawbackTournamentIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ISO 8601, a minute to a year ahead; absent: permanent. Required for ACCOUNT_BAN, refused for PERMANENT_BAN. */
  endsAt?: InputMaybe<Scalars['String']['input']>;
  kind: SanctionKind;
  /** 1 to 1000 characters: what the player reads. */
  note: Scalars['String']['input'];
  reason: ModerationReason;
  reportIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  userId: Scalars['ID']['input'];
};

/** The graded sanctions, mildest first. */
export type SanctionKind =
  | 'ACCOUNT_BAN'
  | 'BOARD_BAN'
  | 'COVEN_BAN'
  | 'GIFTS_BAN'
  | 'LADDER_HOLD'
  | 'MARKET_BAN'
  | 'PERMANENT_BAN'
  | 'WARNING';

/** A started enrolment: the only answer that ever carries the secret. */
export type SecondFactorEnrolment = {
  __typename?: 'SecondFactorEnrolment';
  /** otpauth://totp/... (SHA1, 6 digits, 30 s). */
  otpauthUri: Scalars['String']['output'];
  /** The otpauth URI as a QR code: an SVG data URL. */
  qrCode: Scalars['String']['output'];
  /** The TOTP secret, base32, for typing into an authenticator app by hand. */
  secret: Scalars['String']['output'];
};

/** The answer of a second-factor code: a token of this session that passed it, or a message why not. */
export type SecondFactorResult = {
  __typename?: 'SecondFactorResult';
  /** ES256 JWT whose amr claim names otp: admin operations accept it. Null when success is false. */
  accessToken?: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  /** Enrolment only: the one-time recovery codes, shown this once (only their hashes are kept). */
  recoveryCodes: Array<Scalars['String']['output']>;
  success: Scalars['Boolean']['output'];
};

/** Whether an account has a second factor (TOTP, RFC 6238), and its unused recovery codes. */
export type SecondFactorStatus = {
  __typename?: 'SecondFactorStatus';
  enrolled: Scalars['Boolean']['output'];
  recoveryCodesLeft: Scalars['Int']['output'];
};

/** A player account. Other subgraphs extend it with game, ladder and payment fields. */
export type User = {
  __typename?: 'User';
  activated: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  /** Visible to the account itself and to admins only. */
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Supporter tier: 0 none, 1 Fledgling, 2 Neonate, 3 Ancilla, 4 Elder, 5 Methuselah. */
  patreonType: Scalars['Int']['output'];
  role: Role;
  /** The admin second factor: visible to the account itself and to admins only (null for others). */
  secondFactor?: Maybe<SecondFactorStatus>;
  /** Numeric role: 0 Guest, 1 User, 2 betaUser, 100 Admin, 555 notActivated, 666 Banned. */
  userRole: Scalars['Int']['output'];
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
  ActionResult: ResolverTypeWrapper<ActionResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AdminChange: ResolverTypeWrapper<AdminChange>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  AdminUserInput: AdminUserInput;
  AppealAnswer: AppealAnswer;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  ModerationReason: ModerationReason;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PasswordChangeResult: ResolverTypeWrapper<PasswordChangeResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Role: Role;
  Sanction: ResolverTypeWrapper<SanctionRowModel>;
  SanctionAppeal: ResolverTypeWrapper<SanctionAppeal>;
  SanctionInput: SanctionInput;
  SanctionKind: SanctionKind;
  SecondFactorEnrolment: ResolverTypeWrapper<SecondFactorEnrolment>;
  SecondFactorResult: ResolverTypeWrapper<SecondFactorResult>;
  SecondFactorStatus: ResolverTypeWrapper<SecondFactorStatus>;
  User: ResolverTypeWrapper<UserRecordModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  AdminChange: AdminChange;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  AdminUserInput: AdminUserInput;
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  PasswordChangeResult: PasswordChangeResult;
  Query: Record<PropertyKey, never>;
  Sanction: SanctionRowModel;
  SanctionAppeal: SanctionAppeal;
  SanctionInput: SanctionInput;
  SecondFactorEnrolment: SecondFactorEnrolment;
  SecondFactorResult: SecondFactorResult;
  SecondFactorStatus: SecondFactorStatus;
  User: UserRecordModel;
};

export type ActionResultResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminChangeResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
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

export type LoginResultResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deviceToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateAccount?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationActivateAccountArgs, 'token'>>;
  adminDeleteUser?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdminDeleteUserArgs, 'id'>>;
  adminResetSecondFactor?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationAdminResetSecondFactorArgs, 'userId'>>;
  adminUpdateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAdminUpdateUserArgs, 'input'>>;
  answerAppeal?: Resolver<ResolversTypes['Sanction'], ParentType, ContextType, RequireFields<MutationAnswerAppealArgs, 'answer' | 'id'>>;
  appealSanction?: Resolver<ResolversTypes['Sanction'], ParentType, ContextType, RequireFields<MutationAppealSanctionArgs, 'id' | 'text'>>;
  beginSecondFactorEnrolment?: Resolver<ResolversTypes['SecondFactorEnrolment'], ParentType, ContextType>;
  confirmAccountDeletion?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationConfirmAccountDeletionArgs, 'token'>>;
  confirmSecondFactorEnrolment?: Resolver<ResolversTypes['SecondFactorResult'], ParentType, ContextType, RequireFields<MutationConfirmSecondFactorEnrolmentArgs, 'code'>>;
  imposeSanction?: Resolver<ResolversTypes['Sanction'], ParentType, ContextType, RequireFields<MutationImposeSanctionArgs, 'input'>>;
  liftSanction?: Resolver<ResolversTypes['Sanction'], ParentType, ContextType, RequireFields<MutationLiftSanctionArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'username'>>;
  logoutEverywhere?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'email' | 'password' | 'username'>>;
  requestAccountDeletion?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestAccountDeletionArgs, 'password'>>;
  requestPasswordReset?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'username'>>;
  resendActivationMail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'token'>>;
  updateEmail?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationUpdateEmailArgs, 'email' | 'password'>>;
  updatePassword?: Resolver<ResolversTypes['PasswordChangeResult'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'currentPassword' | 'newPassword'>>;
  verifySecondFactor?: Resolver<ResolversTypes['SecondFactorResult'], ParentType, ContextType, RequireFields<MutationVerifySecondFactorArgs, 'code'>>;
};

export type PasswordChangeResultResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['PasswordChangeResult'] = ResolversParentTypes['PasswordChangeResult']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QueryAccountChangesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myAccountData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mySanctions?: Resolver<Array<ResolversTypes['Sanction']>, ParentType, ContextType>;
  sanction?: Resolver<Maybe<ResolversTypes['Sanction']>, ParentType, ContextType, RequireFields<QuerySanctionArgs, 'id'>>;
  searchUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QuerySearchUsersArgs, 'includeBanned' | 'searchString'>>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userByName?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserByNameArgs, 'name'>>;
  userSanctions?: Resolver<Array<ResolversTypes['Sanction']>, ParentType, ContextType, RequireFields<QueryUserSanctionsArgs, 'userId'>>;
};

export type SanctionResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['Sanction'] = ResolversParentTypes['Sanction']> = {
  appeal?: Resolver<Maybe<ResolversTypes['SanctionAppeal']>, ParentType, ContextType>;
  canAppeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clawbackTournamentIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  decidedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inForce?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SanctionKind'], ParentType, ContextType>;
  liftNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  liftedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ModerationReason'], ParentType, ContextType>;
  reportIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SanctionAppealResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['SanctionAppeal'] = ResolversParentTypes['SanctionAppeal']> = {
  answer?: Resolver<Maybe<ResolversTypes['AppealAnswer']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecondFactorEnrolmentResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['SecondFactorEnrolment'] = ResolversParentTypes['SecondFactorEnrolment']> = {
  otpauthUri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SecondFactorResultResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['SecondFactorResult'] = ResolversParentTypes['SecondFactorResult']> = {
  accessToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recoveryCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SecondFactorStatusResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['SecondFactorStatus'] = ResolversParentTypes['SecondFactorStatus']> = {
  enrolled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  recoveryCodesLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = IdentityContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  activated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patreonType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
  secondFactor?: Resolver<Maybe<ResolversTypes['SecondFactorStatus']>, ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = IdentityContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  AdminChange?: AdminChangeResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PasswordChangeResult?: PasswordChangeResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Sanction?: SanctionResolvers<ContextType>;
  SanctionAppeal?: SanctionAppealResolvers<ContextType>;
  SecondFactorEnrolment?: SecondFactorEnrolmentResolvers<ContextType>;
  SecondFactorResult?: SecondFactorResultResolvers<ContextType>;
  SecondFactorStatus?: SecondFactorStatusResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

