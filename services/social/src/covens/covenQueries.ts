/** What players read of covens: their own, any coven's page, a search, invitations, the ladder. */
import { BadRequestError, isAdmin, requirePlayer, type Caller, type Knex } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { covens, invitations, members, type CovenRow } from './covenRepository';
import { COVEN_NAME_MAX, covenNameKey } from './covenRules';
import { emblemChoices } from './emblems';

const SEARCH_MAX = 50;
const INVITATIONS_SHOWN = 100;
const LADDER_PAGE_MAX = 100;
/** Far beyond any number of covens; bounds the offset a client may ask for. */
const LADDER_OFFSET_MAX = 1_000_000;

function checkedBetween(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BadRequestError(`${name} is between ${min} and ${max}`);
  }
  return value;
}

export async function myCoven(deps: SocialDeps, caller: Caller): Promise<CovenRow | null> {
  const { userId } = requirePlayer(caller.viewer);
  const member = await members.of(deps.db, userId);
  return member ? ((await covens.byId(deps.db, member.coven_id)) ?? null) : null;
}

/** Any standing coven's page; admins see disbanded ones too. */
export async function covenById(deps: SocialDeps, caller: Caller, id: number): Promise<CovenRow | null> {
  requirePlayer(caller.viewer);
  const coven = await covens.byId(deps.db, id);
  if (!coven || (coven.disbanded_at && !isAdmin(caller.viewer))) return null;
  return coven;
}

/** Covens whose name holds `name`; without one, open covens with room, most points first. */
export async function searchCovens(
  deps: SocialDeps,
  caller: Caller,
  name: string | null | undefined,
  limit: number,
): Promise<CovenRow[]> {
  requirePlayer(caller.viewer);
  checkedBetween(limit, 'limit', 1, SEARCH_MAX);
  const wanted = name?.trim() ?? '';
  if ([...wanted].length > COVEN_NAME_MAX) {
    throw new BadRequestError(`A coven's name has at most ${COVEN_NAME_MAX} characters`);
  }
  return covens.search(deps.db, wanted === '' ? null : covenNameKey(wanted.replace(/\s+/g, ' ')), limit);
}

export async function myCovenInvitations(deps: SocialDeps, caller: Caller) {
  const { userId } = requirePlayer(caller.viewer);
  return invitations.toPlayer(deps.db, userId, INVITATIONS_SHOWN);
}

/** Standing covens with points, by points, the older coven first on a tie. */
const ranked = (db: Knex) => db<CovenRow>('covens').whereNull('disbanded_at').where('season_points', '>', 0);

export async function covenLadder(deps: SocialDeps, caller: Caller, limit: number, offset: number) {
  requirePlayer(caller.viewer);
  checkedBetween(limit, 'limit', 1, LADDER_PAGE_MAX);
  checkedBetween(offset, 'offset', 0, LADDER_OFFSET_MAX);
  const [rows, total] = await Promise.all([
    ranked(deps.db)
      .orderBy([
        { column: 'season_points', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])
      .limit(limit)
      .offset(offset),
    ranked(deps.db).count({ n: '*' }).first(),
  ]);
  return {
    rows: rows.map((coven, index) => ({
      rank: offset + index + 1,
      coven,
      seasonPoints: coven.season_points,
    })),
    total: Number(total?.n ?? 0),
  };
}

/** A coven's place on the ladder (the order covenLadder shows); null without points. */
export async function ladderRankOf(db: Knex, coven: CovenRow): Promise<number | null> {
  if (coven.disbanded_at || coven.season_points <= 0) return null;
  const ahead = await ranked(db)
    .where((query) =>
      query
        .where('season_points', '>', coven.season_points)
        .orWhere((tie) => tie.where('season_points', coven.season_points).where('id', '<', coven.id)),
    )
    .count({ n: '*' })
    .first();
  return Number(ahead?.n ?? 0) + 1;
}

export function covenEmblems(deps: SocialDeps, caller: Caller): number[] {
  requirePlayer(caller.viewer);
  return emblemChoices(deps.content);
}
