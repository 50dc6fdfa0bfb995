/** The social service through the gateway: documents and waits the social tests share. */
import type { Answer, GatewayClient } from './gateway';
import type { TestPlayer } from './players';
import { graphqlData } from './seasons';
import { eventually } from './wait';

export const REQUEST_FRIEND = `mutation ($name: String!) { requestFriend(name: $name) { id from { userId } to { userId name } } }`;
export const ANSWER_FRIEND = `mutation ($id: ID!, $accept: Boolean!) { answerFriendRequest(id: $id, accept: $accept) }`;
export const MY_FRIENDS = `{ myFriends { player { userId name rank { id } lastSeenHour } since giftSentToday } }`;
export const MY_REQUESTS = `{ myFriendRequests { incoming { id from { userId name } } outgoing { id to { userId } } } }`;
export const BLOCK = `mutation ($name: String!) { blockPlayer(name: $name) { userId name } }`;
export const SEND_GIFT = `mutation ($friendId: ID!) { sendGift(friendId: $friendId) { id itemId amount status } }`;
export const CLAIM_GIFT = `mutation ($id: ID!) { claimGift(id: $id) { id status } }`;
export const CLAIM_ALL = `mutation { claimAllGifts { claimed { id } remainingToday } }`;
export const MY_GIFTS = `{ myGifts { waiting { id from { userId name } itemId amount status expiresAt } claimedToday claimLimit setting { itemId amount } } }`;
export const MY_INBOX = `{ myInbox(limit: 50) { unread notifications { id kind title body link read } } }`;

export interface InboxLine {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}

/**
 * Waits until the social service has the player in its projection (it follows identity's events):
 * a request by name answers NOT_FOUND until then. Answers the first call that got past it.
 */
export function whenKnown<A extends Answer<{ errors?: { extensions?: Record<string, unknown> }[] }>>(
  call: () => Promise<A>,
) {
  return eventually(call, (answer) => answer.body.errors?.[0]?.extensions?.code !== 'NOT_FOUND');
}

/** Makes two players friends: `a` asks by name (once `b` is known), `b` accepts. */
export async function befriend(a: TestPlayer, b: TestPlayer): Promise<void> {
  const asked = await whenKnown(() => a.client.graphql(REQUEST_FRIEND, { name: b.name }));
  if (asked.body.errors) throw new Error(`friend request failed: ${asked.text}`);
  const id = (asked.body.data as { requestFriend: { id: string } }).requestFriend.id;
  await graphqlData(b.client, ANSWER_FRIEND, { id, accept: true });
}

export async function inbox(client: GatewayClient) {
  return (await graphqlData<{ myInbox: { unread: number; notifications: InboxLine[] } }>(client, MY_INBOX))
    .myInbox;
}

/** The admin's gift setting: an item every test run has (the first of content's items). */
export async function setGift(admin: GatewayClient, amount = 2): Promise<number> {
  const { items } = await graphqlData<{ items: { id: number }[] }>(admin, '{ items { id } }');
  const itemId = items[0]!.id;
  await graphqlData(
    admin,
    `mutation ($itemId: Int!, $amount: Int!) { setGiftSetting(itemId: $itemId, amount: $amount) { itemId } }`,
    {
      itemId,
      amount,
    },
  );
  return itemId;
}
