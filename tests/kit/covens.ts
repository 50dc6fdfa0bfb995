/** Covens and their notice board through the gateway (social's subgraph): calls and small helpers. */
import type { GatewayClient } from './gateway';
import { activatedPlayer, type TestPlayer } from './players';
import { eventually } from './wait';

export interface GraphError {
  message: string;
  /** A 429's `details.retryAfterSeconds` says when to try again. */
  extensions?: { code?: string; details?: { retryAfterSeconds?: number } } & Record<string, unknown>;
}

export interface Answered<T> {
  data: T | null;
  error: GraphError | null;
}

/** One GraphQL call: its data, or its first error (a rule's refusal is expected, not thrown). */
export async function call<T = Record<string, unknown>>(
  client: GatewayClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answered<T>> {
  const answer = await client.graphql<T>(query, variables);
  const error = (answer.body.errors?.[0] as GraphError | undefined) ?? null;
  return { data: error ? null : (answer.body.data ?? null), error };
}

/** A call that must succeed: its data. */
export async function ok<T = Record<string, unknown>>(
  client: GatewayClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await call<T>(client, query, variables);
  if (answer.error || !answer.data) throw new Error(`expected success: ${JSON.stringify(answer.error)}`);
  return answer.data;
}

export const COVEN =
  'id name emblemImageId open memberCount maxMembers seasonPoints ladderRank myRole disbandedAt';
export const MEMBERS = 'members { player { userId name } role seasonPoints }';

export interface CovenView {
  id: number;
  name: string;
  emblemImageId: number | null;
  open: boolean;
  memberCount: number;
  maxMembers: number;
  seasonPoints: number;
  ladderRank: number | null;
  myRole: 'CAPTAIN' | 'OFFICER' | 'MEMBER' | null;
  disbandedAt: string | null;
  members?: { player: { userId: string; name: string | null }; role: string; seasonPoints: number }[];
}

export const FOUND = `mutation ($input: CovenInput!) { foundCoven(input: $input) { ${COVEN} } }`;
export const INVITE = `mutation ($name: String!) { inviteToCoven(name: $name) { id coven { id } player { userId } invitedBy { userId } } }`;
export const ANSWER_INVITATION = `mutation ($id: ID!, $accept: Boolean!) { answerCovenInvitation(id: $id, accept: $accept) }`;
export const REQUEST = `mutation ($covenId: Int!) { requestToJoinCoven(covenId: $covenId) { id player { userId } } }`;
export const ANSWER_REQUEST = `mutation ($id: ID!, $accept: Boolean!) { answerJoinRequest(id: $id, accept: $accept) }`;
export const KICK = `mutation ($userId: ID!) { kickFromCoven(userId: $userId) }`;
export const SET_ROLE = `mutation ($userId: ID!, $role: CovenRole!) { setCovenRole(userId: $userId, role: $role) }`;
export const TRANSFER = `mutation ($userId: ID!) { transferCaptaincy(userId: $userId) }`;
export const LEAVE = `mutation { leaveCoven }`;
export const POST = `mutation ($body: String!) { postToBoard(body: $body) { id body author { userId } reportedByMe } }`;
export const BOARD = `query ($id: Int!, $limit: Int, $before: ID) { coven(id: $id) { board(limit: $limit, before: $before) { id body author { userId } reportedByMe } } }`;

export const uniqueCovenName = (prefix = 'Coven') => `${prefix} ${Math.random().toString(36).slice(2, 10)}`;

export async function foundCoven(player: TestPlayer, input: Partial<{ name: string; open: boolean }> = {}) {
  const data = await ok<{ foundCoven: CovenView }>(player.client, FOUND, {
    input: { name: uniqueCovenName(), open: true, ...input },
  });
  return data.foundCoven;
}

export async function myCoven(client: GatewayClient): Promise<CovenView | null> {
  return (await ok<{ myCoven: CovenView | null }>(client, `{ myCoven { ${COVEN} ${MEMBERS} } }`)).myCoven;
}

/** The player asks to join and `leader` accepts (no name look-up: no wait for the projection). */
export async function joinByRequest(leader: TestPlayer, player: TestPlayer, covenId: number) {
  const request = await ok<{ requestToJoinCoven: { id: string } }>(player.client, REQUEST, { covenId });
  await ok(leader.client, ANSWER_REQUEST, { id: request.requestToJoinCoven.id, accept: true });
}

/**
 * Invites `name` once social's projection knows them (players arrive through Kafka shortly after
 * activation: until then the name answers NOT_FOUND).
 */
export function inviteWhenKnown(inviter: TestPlayer, name: string) {
  return eventually(
    () => call<{ inviteToCoven: { id: string } }>(inviter.client, INVITE, { name }),
    (answer) => answer.error?.extensions?.code !== 'NOT_FOUND',
  );
}

/** `count` activated players, a few at a time (each waits on its activation mail). */
/** N of T as a tuple type, so that destructuring `const [a, b] = ...` gives defined values. */
type Tuple<T, N extends number, Built extends T[] = []> = Built['length'] extends N
  ? Built
  : Tuple<T, N, [...Built, T]>;

export async function activatedPlayers<N extends number>(count: N): Promise<Tuple<TestPlayer, N>> {
  const players: TestPlayer[] = [];
  while (players.length < count) {
    const batch = Math.min(6, count - players.length);
    players.push(...(await Promise.all(Array.from({ length: batch }, () => activatedPlayer()))));
  }
  return players as Tuple<TestPlayer, N>;
}
