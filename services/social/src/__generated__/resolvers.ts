/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { BoardMessageView as BoardMessageViewModel } from '../board/boardRepository';
import type { CovenRow as CovenRowModel, CovenInvitationRow as CovenInvitationRowModel, CovenJoinRequestRow as CovenJoinRequestRowModel, CovenMemberRow as CovenMemberRowModel } from '../covens/covenRepository';
import type { ExpeditionRow as ExpeditionRowModel, ContributionRow as ContributionRowModel, ShareView as ShareViewModel, TargetRow as TargetRowModel } from '../expeditions/expeditionRepository';
import type { FriendView as FriendViewModel } from '../friends/friendQueries';
import type { FriendRequestRow as FriendRequestRowModel } from '../friends/friendRepository';
import type { GiftRow as GiftRowModel, GiftSettingRow as GiftSettingRowModel } from '../gifts/giftRepository';
import type { NotificationView as NotificationViewModel } from '../inbox/inbox';
import type { SocialPlayerView as SocialPlayerViewModel } from '../players/playerView';
import type { ReportRow as ReportRowModel } from '../moderation/reportRepository';
import type { SocialContext } from '../context';
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

export type AdminCovenPage = {
  __typename?: 'AdminCovenPage';
  covens: Array<Coven>;
  total: Scalars['Int']['output'];
};

export type BoardMessage = {
  __typename?: 'BoardMessage';
  /** Null when the author's account was deleted. */
  author?: Maybe<SocialPlayer>;
  /** Plain text, at most 280 characters; clients render it as text. */
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the viewer reported it already. */
  reportedByMe: Scalars['Boolean']['output'];
};

export type Coven = {
  __typename?: 'Coven';
  /** The notice board, newest first (members only: FORBIDDEN otherwise). */
  board: Array<BoardMessage>;
  createdAt: Scalars['String']['output'];
  /** When the coven was disbanded (ISO 8601); null while it stands (admins see disbanded covens). */
  disbandedAt?: Maybe<Scalars['String']['output']>;
  /** A content image id (the admin's image list). */
  emblemImageId?: Maybe<Scalars['Int']['output']>;
  /** The running expedition (members only; null otherwise or when none runs). */
  expedition?: Maybe<Expedition>;
  id: Scalars['Int']['output'];
  /** Pending invitations the coven sent, newest first (captain and officers only: empty for anyone else). */
  invitations: Array<CovenInvitation>;
  /** Pending join requests, oldest first (captain and officers only: empty for anyone else). */
  joinRequests: Array<CovenJoinRequest>;
  /** The coven's place on the coven ladder this season (1 is the top); null without points. */
  ladderRank?: Maybe<Scalars['Int']['output']>;
  maxMembers: Scalars['Int']['output'];
  memberCount: Scalars['Int']['output'];
  /** Captain first, then officers, then members by seniority. */
  members: Array<CovenMember>;
  /** The viewer's role here; null when not a member. */
  myRole?: Maybe<CovenRole>;
  name: Scalars['String']['output'];
  /** Open covens take join requests; closed ones only invite. */
  open: Scalars['Boolean']['output'];
  /** Finished expeditions, newest first (members only). */
  pastExpeditions: Array<Expedition>;
  /** This season's XP points of the coven: the sum of its members' season points (refreshed every minute). */
  seasonPoints: Scalars['Int']['output'];
};


export type CovenBoardArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type CovenPastExpeditionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type CovenInput = {
  emblemImageId?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  open: Scalars['Boolean']['input'];
};

export type CovenInvitation = {
  __typename?: 'CovenInvitation';
  coven: Coven;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  invitedBy: SocialPlayer;
  player: SocialPlayer;
};

export type CovenJoinRequest = {
  __typename?: 'CovenJoinRequest';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  player: SocialPlayer;
};

export type CovenLadderPage = {
  __typename?: 'CovenLadderPage';
  rows: Array<CovenLadderRow>;
  total: Scalars['Int']['output'];
};

export type CovenLadderRow = {
  __typename?: 'CovenLadderRow';
  coven: Coven;
  rank: Scalars['Int']['output'];
  seasonPoints: Scalars['Int']['output'];
};

export type CovenMember = {
  __typename?: 'CovenMember';
  joinedAt: Scalars['String']['output'];
  player: SocialPlayer;
  role: CovenRole;
  /** The member's XP points in the current season (refreshed every minute). */
  seasonPoints: Scalars['Int']['output'];
};

export type CovenRole =
  | 'CAPTAIN'
  | 'MEMBER'
  | 'OFFICER';

export type CovenSettingsInput = {
  emblemImageId?: InputMaybe<Scalars['Int']['input']>;
  open?: InputMaybe<Scalars['Boolean']['input']>;
};

export type Enemy = {
  __typename?: 'Enemy';
  id: Scalars['Int']['output'];
};

export type Expedition = {
  __typename?: 'Expedition';
  chest: ExpeditionChest;
  contributions: Array<ExpeditionContribution>;
  covenId: Scalars['Int']['output'];
  endsAt: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  /** How the chest is split, in words (shown on the expedition page). */
  formula: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The split, once completed. */
  shares: Array<ExpeditionShare>;
  startedAt: Scalars['String']['output'];
  status: ExpeditionStatus;
  targets: Array<ExpeditionTarget>;
};

export type ExpeditionChest = {
  __typename?: 'ExpeditionChest';
  amount: Scalars['Int']['output'];
  /** A currency short name (VGC...). */
  currency: Scalars['String']['output'];
};

export type ExpeditionContribution = {
  __typename?: 'ExpeditionContribution';
  /** Targets caught (credits). */
  catches: Scalars['Int']['output'];
  /** Hunts of this member counted by the expedition (any result). */
  hunts: Scalars['Int']['output'];
  player: SocialPlayer;
};

export type ExpeditionShare = {
  __typename?: 'ExpeditionShare';
  amount: Scalars['Int']['output'];
  credits: Scalars['Int']['output'];
  /** The floor every member who hunted receives. */
  floor: Scalars['Int']['output'];
  paid: Scalars['Boolean']['output'];
  player: SocialPlayer;
};

export type ExpeditionStatus =
  | 'COMPLETED'
  | 'FAILED'
  | 'RUNNING';

export type ExpeditionTarget = {
  __typename?: 'ExpeditionTarget';
  caught: Scalars['Int']['output'];
  enemy: Enemy;
  enemyId: Scalars['Int']['output'];
  /** The ground the enemy is hunted on for this target. */
  huntingGround: HuntingGround;
  huntingGroundId: Scalars['Int']['output'];
  required: Scalars['Int']['output'];
};

export type Friend = {
  __typename?: 'Friend';
  /** Whether the viewer has sent this friend today's free gift (UTC day). */
  giftSentToday: Scalars['Boolean']['output'];
  player: SocialPlayer;
  /** When the friendship began (ISO 8601). */
  since: Scalars['String']['output'];
};

export type FriendLimits = {
  __typename?: 'FriendLimits';
  /** At most this many friends (accepted requests and outgoing ones count). */
  maxFriends: Scalars['Int']['output'];
};

export type FriendRequest = {
  __typename?: 'FriendRequest';
  createdAt: Scalars['String']['output'];
  from: SocialPlayer;
  id: Scalars['ID']['output'];
  to: SocialPlayer;
};

export type FriendRequests = {
  __typename?: 'FriendRequests';
  /** Requests others sent the viewer, newest first. */
  incoming: Array<FriendRequest>;
  /** Requests the viewer sent that are still unanswered. */
  outgoing: Array<FriendRequest>;
};

export type Gift = {
  __typename?: 'Gift';
  amount: Scalars['Int']['output'];
  /** Unclaimed gifts expire 7 days after they were sent. */
  expiresAt: Scalars['String']['output'];
  /** Null when the sender's account was deleted (the gift still counts). */
  from?: Maybe<SocialPlayer>;
  id: Scalars['ID']['output'];
  item: Item;
  itemId: Scalars['Int']['output'];
  sentAt: Scalars['String']['output'];
  status: GiftStatus;
};

export type GiftBox = {
  __typename?: 'GiftBox';
  claimLimit: Scalars['Int']['output'];
  /** Gifts claimed today (UTC) and the daily limit. */
  claimedToday: Scalars['Int']['output'];
  /** Null until an admin chose the gift item: sending is closed until then. */
  setting?: Maybe<GiftSetting>;
  /** Gifts waiting to be claimed, oldest first (they expire first). */
  waiting: Array<Gift>;
};

/** The free daily gift every player may send each friend once per UTC day (an admin setting). */
export type GiftSetting = {
  __typename?: 'GiftSetting';
  amount: Scalars['Int']['output'];
  item: Item;
  itemId: Scalars['Int']['output'];
};

export type GiftStatus =
  | 'CLAIMED'
  | 'EXPIRED'
  | 'WAITING';

export type GiftsClaimed = {
  __typename?: 'GiftsClaimed';
  claimed: Array<Gift>;
  /** Claims left today (UTC). */
  remainingToday: Scalars['Int']['output'];
};

export type GiftsSent = {
  __typename?: 'GiftsSent';
  /** How many gifts this call sent (friends already given today are skipped). */
  sent: Scalars['Int']['output'];
};

export type HuntingGround = {
  __typename?: 'HuntingGround';
  id: Scalars['Int']['output'];
};

export type Inbox = {
  __typename?: 'Inbox';
  /** Newest first. */
  notifications: Array<Notification>;
  unread: Scalars['Int']['output'];
};

/** Content's entities, referenced by id: content resolves their fields. */
export type Item = {
  __typename?: 'Item';
  id: Scalars['Int']['output'];
};

/** Why a player reports and why an admin sanctions (the same list in identity). */
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
  adminDisbandCoven: Scalars['Boolean']['output'];
  adminRenameCoven: Coven;
  answerCovenInvitation: Scalars['Boolean']['output'];
  /** Accepts (true) or declines (false) a request the viewer received. */
  answerFriendRequest: Scalars['Boolean']['output'];
  /** Captain and officers accept or decline a join request. */
  answerJoinRequest: Scalars['Boolean']['output'];
  /** Admin: takes a report (and the reports linked with it). */
  assignReport: Report;
  /** Blocks a player by name: ends any friendship and pending requests between the two. */
  blockPlayer: SocialPlayer;
  /** Withdraws a request the viewer sent. */
  cancelFriendRequest: Scalars['Boolean']['output'];
  /** Claims waiting gifts, oldest first, up to today's limit. */
  claimAllGifts: GiftsClaimed;
  claimGift: Gift;
  /** Officers and the captain delete a message. */
  deleteBoardMessage: Scalars['Boolean']['output'];
  /** The captain disbands the coven (a running expedition ends without a chest). */
  disbandCoven: Scalars['Boolean']['output'];
  /** Founds a coven with the viewer as its captain (a name of 3 to 32 characters, unique ignoring case). */
  foundCoven: Coven;
  /** The captain and officers invite a player by name. */
  inviteToCoven: CovenInvitation;
  /** Officers kick members; the captain kicks anyone else. */
  kickFromCoven: Scalars['Boolean']['output'];
  /** The captain hands the captaincy over first, unless alone (leaving alone disbands the coven). */
  leaveCoven: Scalars['Boolean']['output'];
  /** Admin: links a report into another's group; a group is resolved as one. */
  linkReports: Report;
  /** Marks notifications read (all of them when ids is null); answers the unread count after. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Members post plain text: 1 to 280 characters, at most 5 a minute each and 200 a UTC day per coven. */
  postToBoard: BoardMessage;
  removeFriend: Scalars['Boolean']['output'];
  /** Any member reports another's message, once: reason is the reporter's text (at most 200 characters), category one of the list (OTHER when absent); rate-limited (docs/sanctions.md). */
  reportBoardMessage: Scalars['Boolean']['output'];
  /** Reports a player (never oneself: 400): a reason from the list and at most 200 characters; rate-limited. */
  reportPlayer: Scalars['Boolean']['output'];
  /** Sends a friend request by player name. */
  requestFriend: FriendRequest;
  /** Asks to join an open coven. */
  requestToJoinCoven: CovenJoinRequest;
  /** Admin: resolves a report and its linked reports; SANCTIONED names the sanction identity imposed. */
  resolveReport: Report;
  sendGift: Gift;
  /** Sends today's gift to every friend not given one yet. */
  sendGiftsToAll: GiftsSent;
  /** The captain promotes a member to officer or demotes an officer. */
  setCovenRole: Scalars['Boolean']['output'];
  /** Admin: the daily gift's item and amount. */
  setGiftSetting: GiftSetting;
  /** Captain and officers start an expedition (one at a time per coven). */
  startExpedition: Expedition;
  /** The captain hands the captaincy to another member (and becomes an officer). */
  transferCaptaincy: Scalars['Boolean']['output'];
  unblockPlayer: Scalars['Boolean']['output'];
  /** The captain and officers change the emblem (null removes it) or whether join requests are taken. */
  updateCoven: Coven;
};


export type MutationAdminDisbandCovenArgs = {
  id: Scalars['Int']['input'];
};


export type MutationAdminRenameCovenArgs = {
  id: Scalars['Int']['input'];
  name: Scalars['String']['input'];
};


export type MutationAnswerCovenInvitationArgs = {
  accept: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAnswerFriendRequestArgs = {
  accept: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAnswerJoinRequestArgs = {
  accept: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationAssignReportArgs = {
  id: Scalars['ID']['input'];
};


export type MutationBlockPlayerArgs = {
  name: Scalars['String']['input'];
};


export type MutationCancelFriendRequestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationClaimGiftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBoardMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationFoundCovenArgs = {
  input: CovenInput;
};


export type MutationInviteToCovenArgs = {
  name: Scalars['String']['input'];
};


export type MutationKickFromCovenArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationLinkReportsArgs = {
  id: Scalars['ID']['input'];
  to: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationPostToBoardArgs = {
  body: Scalars['String']['input'];
};


export type MutationRemoveFriendArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationReportBoardMessageArgs = {
  category?: InputMaybe<ModerationReason>;
  id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


export type MutationReportPlayerArgs = {
  reason: ModerationReason;
  text?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationRequestFriendArgs = {
  name: Scalars['String']['input'];
};


export type MutationRequestToJoinCovenArgs = {
  covenId: Scalars['Int']['input'];
};


export type MutationResolveReportArgs = {
  decision: ReportDecision;
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  sanctionId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationSendGiftArgs = {
  friendId: Scalars['ID']['input'];
};


export type MutationSetCovenRoleArgs = {
  role: CovenRole;
  userId: Scalars['ID']['input'];
};


export type MutationSetGiftSettingArgs = {
  amount: Scalars['Int']['input'];
  itemId: Scalars['Int']['input'];
};


export type MutationTransferCaptaincyArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUnblockPlayerArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationUpdateCovenArgs = {
  input: CovenSettingsInput;
};

export type Notification = {
  __typename?: 'Notification';
  /** Plain text. */
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: NotificationKind;
  /** A path in the player web to open (/friends, /coven...), when there is one. */
  link?: Maybe<Scalars['String']['output']>;
  read: Scalars['Boolean']['output'];
  /** One line, plain text. */
  title: Scalars['String']['output'];
};

export type NotificationKind =
  | 'COVEN_DECISION'
  | 'COVEN_INVITATION'
  | 'EXPEDITION_PROGRESS'
  | 'EXPEDITION_RESULT'
  | 'FRIEND_ACCEPTED'
  | 'FRIEND_REQUEST'
  | 'GIFT_RECEIVED'
  | 'LEAGUE_RESULT'
  /** A sanction imposed, lifted or its appeal answered (links to /sanctions). */
  | 'SANCTION'
  | 'TOURNAMENT_RESULT';

export type Query = {
  __typename?: 'Query';
  /** Admin: covens by name, newest first. */
  adminCovens: AdminCovenPage;
  /** Admin: a coven's expeditions, newest first. */
  adminExpeditions: Array<Expedition>;
  /** Any coven's page (its board and expeditions only for members). */
  coven?: Maybe<Coven>;
  /** The image ids a coven's emblem may be: the still images of the game's visible content entries. */
  covenEmblems: Array<Scalars['Int']['output']>;
  /** Covens ranked by their members' points this season. */
  covenLadder: CovenLadderPage;
  expedition?: Maybe<Expedition>;
  friendLimits: FriendLimits;
  /** The current gift setting (null until an admin chose one). */
  giftSetting?: Maybe<GiftSetting>;
  /** Players the viewer blocked. */
  myBlocks: Array<SocialPlayer>;
  /** The viewer's coven, or null. */
  myCoven?: Maybe<Coven>;
  /** Invitations the viewer received, newest first. */
  myCovenInvitations: Array<CovenInvitation>;
  myFriendRequests: FriendRequests;
  /** The viewer's friends, by name. */
  myFriends: Array<Friend>;
  myGifts: GiftBox;
  myInbox: Inbox;
  /** Everything the social service keeps of the viewer, as JSON (download my data). */
  mySocialData: Scalars['String']['output'];
  /** The header's badge. */
  myUnreadCount: Scalars['Int']['output'];
  /** Admin: one report. */
  report?: Maybe<Report>;
  /** Admin: the moderation queue: unresolved oldest first, then resolved newest first; limit 1 to 100. */
  reports: ReportPage;
  /** Open covens and others matching a name, for finding one to join. */
  searchCovens: Array<Coven>;
  /** Admin: recorded admin writes of the social service. */
  socialChanges: Array<AdminChange>;
};


export type QueryAdminCovensArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminExpeditionsArgs = {
  covenId: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCovenArgs = {
  id: Scalars['Int']['input'];
};


export type QueryCovenLadderArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryExpeditionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryMyInboxArgs = {
  before?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReportArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReportsArgs = {
  assignedToMe?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<ReportKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReportStatus>;
  targetUserId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySearchCovensArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySocialChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};

export type Rank = {
  __typename?: 'Rank';
  id: Scalars['Int']['output'];
};

export type Report = {
  __typename?: 'Report';
  assigneeName?: Maybe<Scalars['String']['output']>;
  covenId?: Maybe<Scalars['Int']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  decision?: Maybe<ReportDecision>;
  decisionNote?: Maybe<Scalars['String']['output']>;
  /** The first report of its group when linked. */
  groupId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  kind: ReportKind;
  /** The reports of its group, itself included (itself alone when not linked). */
  linked: Array<Report>;
  /** A copy of the reported message, kept when the board drops it. */
  messageBody?: Maybe<Scalars['String']['output']>;
  /** Null once the message left the board. */
  messageId?: Maybe<Scalars['ID']['output']>;
  reason: ModerationReason;
  /** Null once the reporter's account was deleted, and for an appeal. */
  reporter?: Maybe<SocialPlayer>;
  /** Reports about the same player (appeals not counted). */
  reportsAboutTarget: Scalars['Int']['output'];
  resolvedAt?: Maybe<Scalars['String']['output']>;
  resolvedByName?: Maybe<Scalars['String']['output']>;
  /** The appealed sanction, or the one a SANCTIONED decision names. */
  sanctionId?: Maybe<Scalars['ID']['output']>;
  status: ReportStatus;
  /** The reported (or appealing) player. */
  target?: Maybe<SocialPlayer>;
  /** The reporter's words, or the appeal's text. */
  text: Scalars['String']['output'];
};

export type ReportDecision =
  | 'APPEAL_GRANTED'
  | 'APPEAL_UPHELD'
  | 'DISMISSED'
  | 'SANCTIONED';

export type ReportKind =
  /** A sanctioned player's appeal. */
  | 'APPEAL'
  /** A coven board message. */
  | 'MESSAGE'
  | 'PLAYER';

export type ReportPage = {
  __typename?: 'ReportPage';
  reports: Array<Report>;
  total: Scalars['Int']['output'];
};

export type ReportStatus =
  | 'ASSIGNED'
  | 'OPEN'
  | 'RESOLVED';

/** Another player as the social screens show them. Times are rounded down to the hour. */
export type SocialPlayer = {
  __typename?: 'SocialPlayer';
  /** Where they last hunted or travelled to; its region is `huntingGround.regionIdRef`. */
  huntingGround?: Maybe<HuntingGround>;
  /** Their last activity, rounded down to the hour (ISO 8601); null before any. */
  lastSeenHour?: Maybe<Scalars['String']['output']>;
  /** Null once the account is deleted (its board messages stay, without a name). */
  name?: Maybe<Scalars['String']['output']>;
  rank?: Maybe<Rank>;
  userId: Scalars['ID']['output'];
};



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
  AdminCovenPage: ResolverTypeWrapper<Omit<AdminCovenPage, 'covens'> & { covens: Array<ResolversTypes['Coven']> }>;
  BoardMessage: ResolverTypeWrapper<BoardMessageViewModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Coven: ResolverTypeWrapper<CovenRowModel>;
  CovenInput: CovenInput;
  CovenInvitation: ResolverTypeWrapper<CovenInvitationRowModel>;
  CovenJoinRequest: ResolverTypeWrapper<CovenJoinRequestRowModel>;
  CovenLadderPage: ResolverTypeWrapper<Omit<CovenLadderPage, 'rows'> & { rows: Array<ResolversTypes['CovenLadderRow']> }>;
  CovenLadderRow: ResolverTypeWrapper<Omit<CovenLadderRow, 'coven'> & { coven: ResolversTypes['Coven'] }>;
  CovenMember: ResolverTypeWrapper<CovenMemberRowModel>;
  CovenRole: CovenRole;
  CovenSettingsInput: CovenSettingsInput;
  Enemy: ResolverTypeWrapper<Enemy>;
  Expedition: ResolverTypeWrapper<ExpeditionRowModel>;
  ExpeditionChest: ResolverTypeWrapper<ExpeditionChest>;
  ExpeditionContribution: ResolverTypeWrapper<ContributionRowModel>;
  ExpeditionShare: ResolverTypeWrapper<ShareViewModel>;
  ExpeditionStatus: ExpeditionStatus;
  ExpeditionTarget: ResolverTypeWrapper<TargetRowModel>;
  Friend: ResolverTypeWrapper<FriendViewModel>;
  FriendLimits: ResolverTypeWrapper<FriendLimits>;
  FriendRequest: ResolverTypeWrapper<FriendRequestRowModel>;
  FriendRequests: ResolverTypeWrapper<Omit<FriendRequests, 'incoming' | 'outgoing'> & { incoming: Array<ResolversTypes['FriendRequest']>, outgoing: Array<ResolversTypes['FriendRequest']> }>;
  Gift: ResolverTypeWrapper<GiftRowModel>;
  GiftBox: ResolverTypeWrapper<Omit<GiftBox, 'setting' | 'waiting'> & { setting?: Maybe<ResolversTypes['GiftSetting']>, waiting: Array<ResolversTypes['Gift']> }>;
  GiftSetting: ResolverTypeWrapper<GiftSettingRowModel>;
  GiftStatus: GiftStatus;
  GiftsClaimed: ResolverTypeWrapper<Omit<GiftsClaimed, 'claimed'> & { claimed: Array<ResolversTypes['Gift']> }>;
  GiftsSent: ResolverTypeWrapper<GiftsSent>;
  HuntingGround: ResolverTypeWrapper<HuntingGround>;
  Inbox: ResolverTypeWrapper<Omit<Inbox, 'notifications'> & { notifications: Array<ResolversTypes['Notification']> }>;
  Item: ResolverTypeWrapper<Item>;
  ModerationReason: ModerationReason;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<NotificationViewModel>;
  NotificationKind: NotificationKind;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rank: ResolverTypeWrapper<Rank>;
  Report: ResolverTypeWrapper<ReportRowModel>;
  ReportDecision: ReportDecision;
  ReportKind: ReportKind;
  ReportPage: ResolverTypeWrapper<Omit<ReportPage, 'reports'> & { reports: Array<ResolversTypes['Report']> }>;
  ReportStatus: ReportStatus;
  SocialPlayer: ResolverTypeWrapper<SocialPlayerViewModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminChange: AdminChange;
  String: Scalars['String']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  AdminCovenPage: Omit<AdminCovenPage, 'covens'> & { covens: Array<ResolversParentTypes['Coven']> };
  BoardMessage: BoardMessageViewModel;
  Boolean: Scalars['Boolean']['output'];
  Coven: CovenRowModel;
  CovenInput: CovenInput;
  CovenInvitation: CovenInvitationRowModel;
  CovenJoinRequest: CovenJoinRequestRowModel;
  CovenLadderPage: Omit<CovenLadderPage, 'rows'> & { rows: Array<ResolversParentTypes['CovenLadderRow']> };
  CovenLadderRow: Omit<CovenLadderRow, 'coven'> & { coven: ResolversParentTypes['Coven'] };
  CovenMember: CovenMemberRowModel;
  CovenSettingsInput: CovenSettingsInput;
  Enemy: Enemy;
  Expedition: ExpeditionRowModel;
  ExpeditionChest: ExpeditionChest;
  ExpeditionContribution: ContributionRowModel;
  ExpeditionShare: ShareViewModel;
  ExpeditionTarget: TargetRowModel;
  Friend: FriendViewModel;
  FriendLimits: FriendLimits;
  FriendRequest: FriendRequestRowModel;
  FriendRequests: Omit<FriendRequests, 'incoming' | 'outgoing'> & { incoming: Array<ResolversParentTypes['FriendRequest']>, outgoing: Array<ResolversParentTypes['FriendRequest']> };
  Gift: GiftRowModel;
  GiftBox: Omit<GiftBox, 'setting' | 'waiting'> & { setting?: Maybe<ResolversParentTypes['GiftSetting']>, waiting: Array<ResolversParentTypes['Gift']> };
  GiftSetting: GiftSettingRowModel;
  GiftsClaimed: Omit<GiftsClaimed, 'claimed'> & { claimed: Array<ResolversParentTypes['Gift']> };
  GiftsSent: GiftsSent;
  HuntingGround: HuntingGround;
  Inbox: Omit<Inbox, 'notifications'> & { notifications: Array<ResolversParentTypes['Notification']> };
  Item: Item;
  Mutation: Record<PropertyKey, never>;
  Notification: NotificationViewModel;
  Query: Record<PropertyKey, never>;
  Rank: Rank;
  Report: ReportRowModel;
  ReportPage: Omit<ReportPage, 'reports'> & { reports: Array<ResolversParentTypes['Report']> };
  SocialPlayer: SocialPlayerViewModel;
};

export type AdminChangeResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
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

export type AdminCovenPageResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['AdminCovenPage'] = ResolversParentTypes['AdminCovenPage']> = {
  covens?: Resolver<Array<ResolversTypes['Coven']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BoardMessageResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['BoardMessage'] = ResolversParentTypes['BoardMessage']> = {
  author?: Resolver<Maybe<ResolversTypes['SocialPlayer']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reportedByMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CovenResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Coven'] = ResolversParentTypes['Coven']> = {
  board?: Resolver<Array<ResolversTypes['BoardMessage']>, ParentType, ContextType, RequireFields<CovenBoardArgs, 'limit'>>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disbandedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emblemImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  expedition?: Resolver<Maybe<ResolversTypes['Expedition']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['CovenInvitation']>, ParentType, ContextType>;
  joinRequests?: Resolver<Array<ResolversTypes['CovenJoinRequest']>, ParentType, ContextType>;
  ladderRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memberCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['CovenMember']>, ParentType, ContextType>;
  myRole?: Resolver<Maybe<ResolversTypes['CovenRole']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pastExpeditions?: Resolver<Array<ResolversTypes['Expedition']>, ParentType, ContextType, RequireFields<CovenPastExpeditionsArgs, 'limit'>>;
  seasonPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CovenInvitationResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['CovenInvitation'] = ResolversParentTypes['CovenInvitation']> = {
  coven?: Resolver<ResolversTypes['Coven'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitedBy?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
};

export type CovenJoinRequestResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['CovenJoinRequest'] = ResolversParentTypes['CovenJoinRequest']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
};

export type CovenLadderPageResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['CovenLadderPage'] = ResolversParentTypes['CovenLadderPage']> = {
  rows?: Resolver<Array<ResolversTypes['CovenLadderRow']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CovenLadderRowResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['CovenLadderRow'] = ResolversParentTypes['CovenLadderRow']> = {
  coven?: Resolver<ResolversTypes['Coven'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  seasonPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CovenMemberResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['CovenMember'] = ResolversParentTypes['CovenMember']> = {
  joinedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['CovenRole'], ParentType, ContextType>;
  seasonPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnemyResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Enemy'] = ResolversParentTypes['Enemy']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ExpeditionResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Expedition'] = ResolversParentTypes['Expedition']> = {
  chest?: Resolver<ResolversTypes['ExpeditionChest'], ParentType, ContextType>;
  contributions?: Resolver<Array<ResolversTypes['ExpeditionContribution']>, ParentType, ContextType>;
  covenId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formula?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shares?: Resolver<Array<ResolversTypes['ExpeditionShare']>, ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExpeditionStatus'], ParentType, ContextType>;
  targets?: Resolver<Array<ResolversTypes['ExpeditionTarget']>, ParentType, ContextType>;
};

export type ExpeditionChestResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['ExpeditionChest'] = ResolversParentTypes['ExpeditionChest']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExpeditionContributionResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['ExpeditionContribution'] = ResolversParentTypes['ExpeditionContribution']> = {
  catches?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hunts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
};

export type ExpeditionShareResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['ExpeditionShare'] = ResolversParentTypes['ExpeditionShare']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  floor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
};

export type ExpeditionTargetResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['ExpeditionTarget'] = ResolversParentTypes['ExpeditionTarget']> = {
  caught?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemy?: Resolver<ResolversTypes['Enemy'], ParentType, ContextType>;
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huntingGround?: Resolver<ResolversTypes['HuntingGround'], ParentType, ContextType>;
  huntingGroundId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FriendResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Friend'] = ResolversParentTypes['Friend']> = {
  giftSentToday?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  player?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FriendLimitsResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['FriendLimits'] = ResolversParentTypes['FriendLimits']> = {
  maxFriends?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FriendRequestResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['FriendRequest'] = ResolversParentTypes['FriendRequest']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType>;
};

export type FriendRequestsResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['FriendRequests'] = ResolversParentTypes['FriendRequests']> = {
  incoming?: Resolver<Array<ResolversTypes['FriendRequest']>, ParentType, ContextType>;
  outgoing?: Resolver<Array<ResolversTypes['FriendRequest']>, ParentType, ContextType>;
};

export type GiftResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Gift'] = ResolversParentTypes['Gift']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['SocialPlayer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftStatus'], ParentType, ContextType>;
};

export type GiftBoxResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['GiftBox'] = ResolversParentTypes['GiftBox']> = {
  claimLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  claimedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  setting?: Resolver<Maybe<ResolversTypes['GiftSetting']>, ParentType, ContextType>;
  waiting?: Resolver<Array<ResolversTypes['Gift']>, ParentType, ContextType>;
};

export type GiftSettingResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['GiftSetting'] = ResolversParentTypes['GiftSetting']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftsClaimedResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['GiftsClaimed'] = ResolversParentTypes['GiftsClaimed']> = {
  claimed?: Resolver<Array<ResolversTypes['Gift']>, ParentType, ContextType>;
  remainingToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GiftsSentResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['GiftsSent'] = ResolversParentTypes['GiftsSent']> = {
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HuntingGroundResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['HuntingGround'] = ResolversParentTypes['HuntingGround']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InboxResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Inbox'] = ResolversParentTypes['Inbox']> = {
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  adminDisbandCoven?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAdminDisbandCovenArgs, 'id'>>;
  adminRenameCoven?: Resolver<ResolversTypes['Coven'], ParentType, ContextType, RequireFields<MutationAdminRenameCovenArgs, 'id' | 'name'>>;
  answerCovenInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAnswerCovenInvitationArgs, 'accept' | 'id'>>;
  answerFriendRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAnswerFriendRequestArgs, 'accept' | 'id'>>;
  answerJoinRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAnswerJoinRequestArgs, 'accept' | 'id'>>;
  assignReport?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationAssignReportArgs, 'id'>>;
  blockPlayer?: Resolver<ResolversTypes['SocialPlayer'], ParentType, ContextType, RequireFields<MutationBlockPlayerArgs, 'name'>>;
  cancelFriendRequest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelFriendRequestArgs, 'id'>>;
  claimAllGifts?: Resolver<ResolversTypes['GiftsClaimed'], ParentType, ContextType>;
  claimGift?: Resolver<ResolversTypes['Gift'], ParentType, ContextType, RequireFields<MutationClaimGiftArgs, 'id'>>;
  deleteBoardMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteBoardMessageArgs, 'id'>>;
  disbandCoven?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  foundCoven?: Resolver<ResolversTypes['Coven'], ParentType, ContextType, RequireFields<MutationFoundCovenArgs, 'input'>>;
  inviteToCoven?: Resolver<ResolversTypes['CovenInvitation'], ParentType, ContextType, RequireFields<MutationInviteToCovenArgs, 'name'>>;
  kickFromCoven?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationKickFromCovenArgs, 'userId'>>;
  leaveCoven?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkReports?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationLinkReportsArgs, 'id' | 'to'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  postToBoard?: Resolver<ResolversTypes['BoardMessage'], ParentType, ContextType, RequireFields<MutationPostToBoardArgs, 'body'>>;
  removeFriend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveFriendArgs, 'userId'>>;
  reportBoardMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportBoardMessageArgs, 'id'>>;
  reportPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationReportPlayerArgs, 'reason' | 'userId'>>;
  requestFriend?: Resolver<ResolversTypes['FriendRequest'], ParentType, ContextType, RequireFields<MutationRequestFriendArgs, 'name'>>;
  requestToJoinCoven?: Resolver<ResolversTypes['CovenJoinRequest'], ParentType, ContextType, RequireFields<MutationRequestToJoinCovenArgs, 'covenId'>>;
  resolveReport?: Resolver<ResolversTypes['Report'], ParentType, ContextType, RequireFields<MutationResolveReportArgs, 'decision' | 'id'>>;
  sendGift?: Resolver<ResolversTypes['Gift'], ParentType, ContextType, RequireFields<MutationSendGiftArgs, 'friendId'>>;
  sendGiftsToAll?: Resolver<ResolversTypes['GiftsSent'], ParentType, ContextType>;
  setCovenRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetCovenRoleArgs, 'role' | 'userId'>>;
  setGiftSetting?: Resolver<ResolversTypes['GiftSetting'], ParentType, ContextType, RequireFields<MutationSetGiftSettingArgs, 'amount' | 'itemId'>>;
  startExpedition?: Resolver<ResolversTypes['Expedition'], ParentType, ContextType>;
  transferCaptaincy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationTransferCaptaincyArgs, 'userId'>>;
  unblockPlayer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnblockPlayerArgs, 'userId'>>;
  updateCoven?: Resolver<ResolversTypes['Coven'], ParentType, ContextType, RequireFields<MutationUpdateCovenArgs, 'input'>>;
};

export type NotificationResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminCovens?: Resolver<ResolversTypes['AdminCovenPage'], ParentType, ContextType, RequireFields<QueryAdminCovensArgs, 'limit' | 'offset'>>;
  adminExpeditions?: Resolver<Array<ResolversTypes['Expedition']>, ParentType, ContextType, RequireFields<QueryAdminExpeditionsArgs, 'covenId' | 'limit'>>;
  coven?: Resolver<Maybe<ResolversTypes['Coven']>, ParentType, ContextType, RequireFields<QueryCovenArgs, 'id'>>;
  covenEmblems?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  covenLadder?: Resolver<ResolversTypes['CovenLadderPage'], ParentType, ContextType, RequireFields<QueryCovenLadderArgs, 'limit' | 'offset'>>;
  expedition?: Resolver<Maybe<ResolversTypes['Expedition']>, ParentType, ContextType, RequireFields<QueryExpeditionArgs, 'id'>>;
  friendLimits?: Resolver<ResolversTypes['FriendLimits'], ParentType, ContextType>;
  giftSetting?: Resolver<Maybe<ResolversTypes['GiftSetting']>, ParentType, ContextType>;
  myBlocks?: Resolver<Array<ResolversTypes['SocialPlayer']>, ParentType, ContextType>;
  myCoven?: Resolver<Maybe<ResolversTypes['Coven']>, ParentType, ContextType>;
  myCovenInvitations?: Resolver<Array<ResolversTypes['CovenInvitation']>, ParentType, ContextType>;
  myFriendRequests?: Resolver<ResolversTypes['FriendRequests'], ParentType, ContextType>;
  myFriends?: Resolver<Array<ResolversTypes['Friend']>, ParentType, ContextType>;
  myGifts?: Resolver<ResolversTypes['GiftBox'], ParentType, ContextType>;
  myInbox?: Resolver<ResolversTypes['Inbox'], ParentType, ContextType, RequireFields<QueryMyInboxArgs, 'limit'>>;
  mySocialData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  myUnreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType, RequireFields<QueryReportArgs, 'id'>>;
  reports?: Resolver<ResolversTypes['ReportPage'], ParentType, ContextType, RequireFields<QueryReportsArgs, 'limit' | 'offset'>>;
  searchCovens?: Resolver<Array<ResolversTypes['Coven']>, ParentType, ContextType, RequireFields<QuerySearchCovensArgs, 'limit'>>;
  socialChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QuerySocialChangesArgs>>;
};

export type RankResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Rank'] = ResolversParentTypes['Rank']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReportResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = {
  assigneeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  covenId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decision?: Resolver<Maybe<ResolversTypes['ReportDecision']>, ParentType, ContextType>;
  decisionNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ReportKind'], ParentType, ContextType>;
  linked?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  messageBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ModerationReason'], ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['SocialPlayer']>, ParentType, ContextType>;
  reportsAboutTarget?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resolvedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sanctionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReportStatus'], ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['SocialPlayer']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReportPageResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['ReportPage'] = ResolversParentTypes['ReportPage']> = {
  reports?: Resolver<Array<ResolversTypes['Report']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SocialPlayerResolvers<ContextType = SocialContext, ParentType extends ResolversParentTypes['SocialPlayer'] = ResolversParentTypes['SocialPlayer']> = {
  huntingGround?: Resolver<Maybe<ResolversTypes['HuntingGround']>, ParentType, ContextType>;
  lastSeenHour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<Maybe<ResolversTypes['Rank']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type Resolvers<ContextType = SocialContext> = {
  AdminChange?: AdminChangeResolvers<ContextType>;
  AdminCovenPage?: AdminCovenPageResolvers<ContextType>;
  BoardMessage?: BoardMessageResolvers<ContextType>;
  Coven?: CovenResolvers<ContextType>;
  CovenInvitation?: CovenInvitationResolvers<ContextType>;
  CovenJoinRequest?: CovenJoinRequestResolvers<ContextType>;
  CovenLadderPage?: CovenLadderPageResolvers<ContextType>;
  CovenLadderRow?: CovenLadderRowResolvers<ContextType>;
  CovenMember?: CovenMemberResolvers<ContextType>;
  Enemy?: EnemyResolvers<ContextType>;
  Expedition?: ExpeditionResolvers<ContextType>;
  ExpeditionChest?: ExpeditionChestResolvers<ContextType>;
  ExpeditionContribution?: ExpeditionContributionResolvers<ContextType>;
  ExpeditionShare?: ExpeditionShareResolvers<ContextType>;
  ExpeditionTarget?: ExpeditionTargetResolvers<ContextType>;
  Friend?: FriendResolvers<ContextType>;
  FriendLimits?: FriendLimitsResolvers<ContextType>;
  FriendRequest?: FriendRequestResolvers<ContextType>;
  FriendRequests?: FriendRequestsResolvers<ContextType>;
  Gift?: GiftResolvers<ContextType>;
  GiftBox?: GiftBoxResolvers<ContextType>;
  GiftSetting?: GiftSettingResolvers<ContextType>;
  GiftsClaimed?: GiftsClaimedResolvers<ContextType>;
  GiftsSent?: GiftsSentResolvers<ContextType>;
  HuntingGround?: HuntingGroundResolvers<ContextType>;
  Inbox?: InboxResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rank?: RankResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportPage?: ReportPageResolvers<ContextType>;
  SocialPlayer?: SocialPlayerResolvers<ContextType>;
};

