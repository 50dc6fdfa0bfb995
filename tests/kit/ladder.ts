import type { GatewayClient } from './gateway';

export interface LadderRow {
  name: string;
  avatarImageID: number | null;
  xp: number;
  ladderRank: number | null;
  coolness: number;
  coolnessRank: number | null;
}

export async function myRanks(client: GatewayClient) {
  const answer = await client.graphql<{ me: { ladderRank: number | null; coolnessRank: number | null } }>(
    '{ me { ladderRank coolnessRank } }',
  );
  if (!answer.body.data) throw new Error(`ranks: ${answer.text}`);
  return answer.body.data.me;
}

export async function ladderPage(client: GatewayClient, kind: 'xp' | 'coolness', from: number) {
  const path = kind === 'xp' ? 'LadderAroundUserId' : 'CoolnessLadderAroundUserId';
  const answer = await client.get<LadderRow[]>(`/api/ladder/${path}/${from}`);
  if (answer.status !== 200) throw new Error(`ladder answered ${answer.status}: ${answer.text}`);
  return answer.body;
}

/** The player's own row of the XP ladder, or null while unranked. */
export async function myXpRow(client: GatewayClient): Promise<LadderRow | null> {
  const { ladderRank } = await myRanks(client);
  if (ladderRank === null) return null;
  return (await ladderPage(client, 'xp', ladderRank - 1))[0] ?? null;
}
