/**
 * What expeditions need to know of covens, read from the covens feature's tables (coven_members,
 * covens): who is a member, in which role.
 */
import type { Knex } from '@vh/kit';

type Db = Knex | Knex.Transaction;

export type CovenRoleRow = 'captain' | 'officer' | 'member';

export interface Membership {
  coven_id: number;
  role: CovenRoleRow;
}

export const membershipOf = (db: Db, userId: string): Promise<Membership | undefined> =>
  db('coven_members').where({ user_id: userId }).first('coven_id', 'role');

export async function isCovenMember(db: Db, covenId: number, userId: string): Promise<boolean> {
  return (await membershipOf(db, userId))?.coven_id === covenId;
}

/** Locks a coven that is not disbanded (joins, leaves and starts of one coven take turns on it). */
export const lockCoven = (trx: Knex.Transaction, covenId: number) =>
  trx('covens').where({ id: covenId }).whereNull('disbanded_at').forUpdate().first('id');

/** The coven's members with the ground each last hunted on or travelled to (players projection). */
export const membersWithGrounds = (
  db: Db,
  covenId: number,
): Promise<{ user_id: string; hunting_ground_id: number | null }[]> =>
  db('coven_members as m')
    .leftJoin('players as p', 'p.user_id', 'm.user_id')
    .where('m.coven_id', covenId)
    .select('m.user_id', 'p.hunting_ground_id');
